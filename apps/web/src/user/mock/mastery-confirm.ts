/** The words shown just before a paid Master Mock attempt is spent. */
export const MASTERY_CONFIRM_TITLE = "Start a Master Mock?";

export function masteryConfirmText(attemptsLeft: number): string {
  const of = attemptsLeft === 1 ? "your 1 attempt" : `your ${attemptsLeft} attempts`;
  return `This uses 1 of ${of}. The mock lasts 3 hours, and the clock keeps running if you leave the page.`;
}
