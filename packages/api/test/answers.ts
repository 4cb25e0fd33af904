/** A question as the player shows it: options in the learner's order. */
interface Shown {
  answer_array: { number: number; text: string }[];
}

/** The test bank's key reads "Right answer …" (`createCategoryWithQuestions`). */
const isKeyText = (text: string): boolean => text.startsWith("Right answer");

/**
 * The option number to send to answer `q` right, or wrong: the stored number in practice, the
 * display position in timed runs (where options are shuffled).
 */
export const answerFor = (q: Shown, right: boolean): number =>
  q.answer_array.find((o) => isKeyText(o.text) === right)!.number;

export const keyOf = (q: Shown): number => answerFor(q, true);
export const wrongOf = (q: Shown): number => answerFor(q, false);
