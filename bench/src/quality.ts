/**
 * The admins' question list with its quality figures at the benchmark scale: every answer of
 * the synthetic bank as a run's first answer (one finished run per learner, its answers taken
 * from the learner's tries), the quality view refreshed as the sweep would, then the list's
 * query timed for every order, with no search and with two searches.
 *
 *   BENCH_DATABASE_URL=… npm run quality -w @qbank/bench    (after `npm run generate`)
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createDb, refreshQuestionQuality, searchQuestions, type QuestionSort } from "@qbank/db";
import { ADMIN_QUESTION_LIST, QUALITY_MIN_ANSWERS, questionSorts } from "@qbank/api/client";
import { benchDatabaseUrl, connect, SYNTHETIC_EMAIL_LIKE } from "./common.ts";

export interface QualityTiming {
  sort: QuestionSort;
  search: string;
  rows: number;
  p50_ms: number;
  p99_ms: number;
}

export interface QualityResult {
  date: string;
  answers: number;
  refresh_seconds: number;
  timings: QualityTiming[];
}

const SEARCHES = ["", "Synthetic 007", "28-year-old"];
const REPEATS = 30;

/** The runs `ensureAnswers` makes are told apart from the bench's exams by this start. */
const ANSWERS_RUN_START = "2026-01-01";

/** One finished run per synthetic learner holding their tries as first answers (once per database). */
async function ensureAnswers(url: string): Promise<number> {
  const client = await connect(url);
  const answered = async () =>
    Number(
      (await client.query<{ n: string }>(`select count(*) as n from run_questions where answered_option is not null`))
        .rows[0]?.n,
    );
  try {
    const present = await client.query(`select 1 from runs where mode = 'all' and started_at = $1 limit 1`, [
      ANSWERS_RUN_START,
    ]);
    if (present.rows.length > 0) return await answered();
    console.log("  answering: a finished run per learner from their tries (once per database)…");
    await client.query("begin");
    // The key when right; otherwise a distractor chosen by the try's id (option 5 is never picked,
    // so "a distractor nobody picks" has questions to find).
    await client.query(
      `with made as (
         insert into runs (id, user_id, mode, category_ids, question_count, started_at, deadline_at, ended_at)
         select gen_random_uuid(), u.id, 'all', '{}', 1000, $2, null, $2
         from users u where u.email like $1
         returning id, user_id
       )
       insert into run_questions (run_id, position, question_id, option_order, answered_option, correct, answered_at)
       select m.id, row_number() over (partition by t.user_id order by t.question_id), t.question_id,
              '{1,2,3,4,5}', case when t.correct then 1 else 2 + abs(hashtext(t.id::text)) % 3 end, t.correct, $2
       from (select distinct on (user_id, question_id) user_id, question_id, correct, id from tries
             order by user_id, question_id, created_at) t
       join made m on m.user_id = t.user_id`,
      [SYNTHETIC_EMAIL_LIKE, ANSWERS_RUN_START],
    );
    await client.query("commit");
    await client.query("vacuum analyze run_questions");
    return await answered();
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function measureQuality(url: string): Promise<QualityResult> {
  const answers = await ensureAnswers(url);
  const handle = await createDb({ databaseUrl: url, maxConnections: 2 });
  try {
    const started = performance.now();
    await refreshQuestionQuality(handle.db, new Date(), { force: true });
    const refresh_seconds = (performance.now() - started) / 1000;
    const client = await connect(url);
    await client.query("analyze question_quality").finally(() => client.end());
    const timings: QualityTiming[] = [];
    for (const sort of questionSorts) {
      for (const search of SEARCHES) {
        const options = { search, sort, limit: ADMIN_QUESTION_LIST, minAnswers: QUALITY_MIN_ANSWERS };
        let rows = (await searchQuestions(handle.db, options)).length;
        const times: number[] = [];
        for (let i = 0; i < REPEATS; i++) {
          const t = performance.now();
          rows = (await searchQuestions(handle.db, options)).length;
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        timings.push({ sort, search, rows, p50_ms: percentile(times, 50), p99_ms: percentile(times, 99) });
      }
    }
    return { date: new Date().toISOString(), answers, refresh_seconds, timings };
  } finally {
    await handle.close();
  }
}

export function qualityTable(result: QualityResult): string {
  const lines = [
    `Answers: ${result.answers.toLocaleString("en-GB")}; view refresh ${result.refresh_seconds.toFixed(1)} s.`,
    "",
    "| order | search | rows | p50 | p99 |",
    "|---|---|---|---|---|",
    ...result.timings.map(
      (t) =>
        `| ${t.sort} | ${t.search ? `"${t.search}"` : "(none)"} | ${t.rows} | ${t.p50_ms.toFixed(1)} ms | ${t.p99_ms.toFixed(1)} ms |`,
    ),
  ];
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  measureQuality(benchDatabaseUrl())
    .then((result) => console.log(qualityTable(result)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
