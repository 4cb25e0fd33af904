import type { PeerCounts, RunQuestionRow, RunRow } from "@qbank/db";
import { isTimedMode } from "../constants.ts";
import { hiddenPeers, peerShares } from "../peers.ts";
import type { Results, RunInfo, RunQuestion } from "../schemas.ts";
import { percent } from "../../shared/percent.ts";
import { questionsCounted } from "../score.ts";

/** A timed run whose deadline has passed has ended, even before the sweep closes it. */
export const hasEnded = (run: RunRow, now: Date): boolean =>
  run.ended_at !== null || (run.deadline_at !== null && run.deadline_at.getTime() <= now.getTime());

export function runInfo(run: RunRow, length: number, now: Date): RunInfo {
  const ended = hasEnded(run, now);
  return {
    id: run.id,
    mode: run.mode,
    categories: run.category_ids,
    length,
    started_at: run.started_at.toISOString(),
    deadline: run.deadline_at?.toISOString() ?? null,
    server_now: now.toISOString(),
    ended,
  };
}

interface PresentOptions {
  timed: boolean;
  /** A timed run's key and explanations are shown only once it has ended. */
  revealed: boolean;
  tries: Map<string, { id: string; correct: boolean }[]>;
  saved: Set<string>;
  /** First-answer counters of the questions whose peer shares may show. */
  peers: Map<string, PeerCounts>;
}

/** Peer shares show once a practice question is answered, and in timed runs once they end. */
export const showsPeers = (row: Pick<RunQuestionRow, "answered_option">, timedRun: boolean, revealed: boolean) =>
  timedRun ? revealed : row.answered_option !== null;

/**
 * One question as a run shows it. Practice runs number options by their stored number
 * (1 is the key, as legacy clients expect); timed runs number them by position, which
 * says nothing about the key, and reveal nothing until the run ends.
 */
export function presentQuestion(row: RunQuestionRow, o: PresentOptions): RunQuestion {
  const numberOf = (stored: number) => (o.timed ? row.option_order.indexOf(stored) + 1 : stored);
  const show = !o.timed || o.revealed;
  return {
    id: row.question_id,
    index: row.position,
    question_text: row.question_text,
    answer_array: row.option_order.map((stored) => ({ number: numberOf(stored), text: row.options[stored - 1] ?? "" })),
    category: { id: row.category_id, name: row.category_name },
    image_name: row.image_name,
    image_url: row.has_image ? `/api/media/question/${row.question_id}` : null,
    url: row.url,
    tries: o.tries.get(row.question_id) ?? [],
    chosen: row.answered_option === null ? null : numberOf(row.answered_option),
    correct: show ? row.correct : null,
    correct_number: show ? numberOf(1) : null,
    explanation_text: show ? row.explanation_text : null,
    saved: o.saved.has(row.question_id),
    struck: row.struck_options,
    highlights: row.highlights,
    ...(showsPeers(row, o.timed, o.revealed)
      ? peerShares(o.peers.get(row.question_id), row.option_order, numberOf)
      : hiddenPeers),
  };
}

/** A run's results: `percentage` is right of the whole run, `answered_percentage` right of answered. */
export function results(tally: { total: number; answered: number; correct: number }): Results {
  const counted = questionsCounted(tally);
  return {
    attempted: tally.answered,
    correct: tally.correct,
    incorrect: tally.answered - tally.correct,
    skipped: counted - tally.answered,
    percentage: percent(tally.correct, counted),
    answered_percentage: percent(tally.correct, tally.answered),
  };
}

export const timed = (run: RunRow) => isTimedMode(run.mode);
