import { percent } from "../shared/percent.ts";

/**
 * One definition of a run's score, used by the player's sidebar, the results and the pacing block:
 * the share right of the questions answered, and the share right of the whole run (its unanswered
 * questions counting as not right). Each figure is shown with its label and its counts.
 */
export const SCORE_OF_ANSWERED = "right of answered";
export const SCORE_OF_RUN = "right of the whole run";

/** "16.00% (4 of 25)". */
export const scoreText = (correct: number, of: number): string =>
  `${percent(correct, of).toFixed(2)}% (${correct} of ${of})`;

/**
 * The questions a run's results count. A timed run: its whole list, as in the exam. A practice
 * run: the questions up to its last answer; those served after it were loaded ahead of the
 * learner, not passed over.
 */
export const questionsCounted = (timedRun: boolean, tally: { total: number; reached: number }): number =>
  timedRun ? tally.total : tally.reached;
