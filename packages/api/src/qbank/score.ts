import { percent } from "../shared/percent.ts";
import { hasFixedList } from "./constants.ts";

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
 * The questions a run's results count, for every kind of run: all those it served (listed in
 * the player), answered or not.
 */
export const questionsCounted = (tally: { total: number }): number => tally.total;

/**
 * What the results would count if the run ended now, as the player can tell: a fixed list served
 * all its questions when it began, a practice run those it has loaded.
 */
export const servedSoFar = (mode: string, loaded: number, length: number): number =>
  hasFixedList(mode) ? length : loaded;

/** Said beside a run's results: what each figure counts. */
export const resultsDefinition = (served: number): string =>
  `Of the ${served} ${served === 1 ? "question" : "questions"} this run served: Attempted counts those answered, ` +
  "Correct and Incorrect split them, and Skipped counts those left unanswered.";
