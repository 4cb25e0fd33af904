import { sql } from "kysely";
import type { Db } from "../create-db.ts";

export interface FirstAnswer {
  user_id: string;
  question_id: string;
  /** The stored option number (1 is the key). */
  option: number;
  correct: boolean;
  answered_at: Date;
}

/**
 * Records learners' first answers (a learner's later answers to a question are ignored) and,
 * in the same statement, adds only the rows really inserted to the per-question and
 * per-option counters. A parallel first answer waits on the unique key and then inserts
 * nothing, so it counts nothing. Rows go in question order, so writers lock counters alike.
 */
export async function recordFirstAnswers(db: Db, rows: FirstAnswer[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.question_id < b.question_id ? -1 : a.question_id > b.question_id ? 1 : 0));
  const values = sql.join(
    sorted.map(
      (r) =>
        sql`(${r.user_id}::uuid, ${r.question_id}::uuid, ${r.option}::smallint, ${r.correct}::boolean, ${r.answered_at}::timestamptz)`,
    ),
  );
  await sql`
    with inserted as (
      insert into first_answers (user_id, question_id, option, correct, answered_at)
      values ${values}
      on conflict do nothing
      returning question_id, option, correct
    ),
    options as (
      insert into question_option_counts (question_id, option, learners)
      select question_id, option, count(*) from inserted group by question_id, option order by question_id, option
      on conflict (question_id, option) do update set learners = question_option_counts.learners + excluded.learners
    )
    insert into question_answer_counts (question_id, learners, correct)
    select question_id, count(*), count(*) filter (where correct) from inserted group by question_id order by question_id
    on conflict (question_id) do update
      set learners = question_answer_counts.learners + excluded.learners,
          correct = question_answer_counts.correct + excluded.correct
  `.execute(db);
}

export interface PeerCounts {
  learners: number;
  correct: number;
  /** Learners whose first answer chose each stored option number. */
  options: Map<number, number>;
}

/** The first-answer counters of these questions (questions nobody answered are absent). */
export async function peerCounts(db: Db, questionIds: string[]): Promise<Map<string, PeerCounts>> {
  const out = new Map<string, PeerCounts>();
  if (questionIds.length === 0) return out;
  const rows = await db
    .selectFrom("question_answer_counts as a")
    .leftJoin("question_option_counts as o", "o.question_id", "a.question_id")
    .select(["a.question_id", "a.learners", "a.correct", "o.option", "o.learners as picks"])
    .where("a.question_id", "in", questionIds)
    .execute();
  for (const r of rows) {
    const entry = out.get(r.question_id) ?? { learners: r.learners, correct: r.correct, options: new Map() };
    if (r.option !== null && r.picks !== null) entry.options.set(r.option, r.picks);
    out.set(r.question_id, entry);
  }
  return out;
}
