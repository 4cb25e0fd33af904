/**
 * Where the learner is in a run, kept for this tab: the question on screen and the options
 * chosen but not yet submitted. A reload (or the phone bringing the app back) reopens that
 * question with that choice, instead of the first unanswered question with nothing chosen.
 */
export interface RunPlace {
  question: string | null;
  choices: Record<string, number>;
}

const key = (runId: string) => `run-place:${runId}`;

export function readPlace(runId: string): RunPlace {
  try {
    const raw = sessionStorage.getItem(key(runId));
    const place = raw ? (JSON.parse(raw) as Partial<RunPlace>) : {};
    return {
      question: typeof place.question === "string" ? place.question : null,
      choices: place.choices && typeof place.choices === "object" ? place.choices : {},
    };
  } catch {
    return { question: null, choices: {} };
  }
}

export function keepPlace(runId: string, change: Partial<RunPlace>): void {
  try {
    sessionStorage.setItem(key(runId), JSON.stringify({ ...readPlace(runId), ...change }));
  } catch {
    // Storage full or refused (a private window): the place is only a convenience.
  }
}
