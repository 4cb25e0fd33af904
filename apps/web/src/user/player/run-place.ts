import { setTabItem, tabItem } from "../../app/tab-storage.ts";

/**
 * Where the learner is in a run, kept for this tab: the question on screen (its id and its
 * position, so a place beyond the pages a reload brings back can be loaded again) and the
 * options chosen but not yet submitted. A reload (or the phone bringing the app back) reopens
 * that question with that choice, instead of the first unanswered question with nothing chosen;
 * in an ended run being reviewed, the question reviewed rather than the results.
 */
export interface RunPlace {
  question: string | null;
  index: number | null;
  choices: Record<string, number>;
  /** The run has ended and the learner left its results to go through the questions. */
  reviewing: boolean;
}

const key = (runId: string) => `run-place:${runId}`;

export function readPlace(runId: string): RunPlace {
  let place: Partial<RunPlace> = {};
  try {
    place = JSON.parse(tabItem(key(runId)) ?? "{}") as Partial<RunPlace>;
  } catch {
    // Not ours any more (edited by hand): read as no place.
  }
  return {
    question: typeof place.question === "string" ? place.question : null,
    index: Number.isInteger(place.index) && (place.index as number) >= 0 ? (place.index as number) : null,
    choices: place.choices && typeof place.choices === "object" ? place.choices : {},
    reviewing: place.reviewing === true,
  };
}

export function keepPlace(runId: string, change: Partial<RunPlace>): void {
  setTabItem(key(runId), JSON.stringify({ ...readPlace(runId), ...change }));
}
