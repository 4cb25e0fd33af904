import { sql } from "kysely";
import type { Db } from "../create-db.ts";

export interface RecentAnswer {
  question_id: string;
  correct: boolean;
  /** The share of first answers to the question that were right (admins' quality figures); null below `minAnswers`. */
  facility: number | null;
}

/**
 * The learner's newest `limit` first answers since `since` (their bank reset), each with the
 * question's facility from the `question_quality` view when it rests on `minAnswers` answers.
 * An index range scan of (user_id, created_at) and one view lookup per answer.
 */
export async function recentFirstAnswers(
  db: Db,
  options: { userId: string; since: Date | null; limit: number; minAnswers: number },
): Promise<RecentAnswer[]> {
  const result = await sql<RecentAnswer>`
    select t.question_id, t.correct,
           case when s.answered >= ${options.minAnswers} then s.facility end as facility
    from (
      select question_id, correct, created_at, id from tries
      where user_id = ${options.userId} and created_at > ${options.since ?? new Date(0)}
      order by created_at desc, id desc
      limit ${options.limit}
    ) t
    left join question_quality s on s.question_id = t.question_id
    order by t.created_at desc, t.id desc
  `.execute(db);
  return result.rows;
}
