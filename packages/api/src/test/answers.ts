/** A question as the player shows it: options in the learner's order. */
interface Shown {
  answer_array: { number: number; text: string }[];
}

/** The test bank's key reads "Right answer …" (`createCategoryWithQuestions`). */
export const isKeyText = (text: string): boolean => text.startsWith("Right answer");

/** The option number that answers `q` right, or one that answers it wrong. */
export const answerFor = (q: Shown, right: boolean): number =>
  q.answer_array.find((o) => isKeyText(o.text) === right)!.number;
