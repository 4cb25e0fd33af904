/**
 * Fills the benchmark database with a synthetic bank, set-based (insert ... select ... from
 * generate_series), so 2,000,000 tries take about a minute. Every row is marked synthetic:
 * categories "Synthetic ...", questions "[synthetic] ...", learners synthetic-N@bench.invalid.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/qbank_bench \
 *     node --import tsx bench/src/generate.ts [--small] [--fresh] [--categories 20 --questions 10000
 *     --learners 2000 --tries 2000000 --keys 50000]
 */
import { pathToFileURL } from "node:url";
import { hashPassword } from "@qbank/api";
import { createDb, migrateToLatest } from "@qbank/db";
import type pg from "pg";
import {
  META_TABLE,
  SYNTHETIC_DOMAIN,
  SYNTHETIC_EMAIL_LIKE,
  SYNTHETIC_PASSWORD,
  benchDatabaseUrl,
  boolOption,
  connect,
  parseFlags,
  readMeta,
  sameScale,
  scaleFrom,
  seconds,
  type Scale,
} from "./common.ts";

/** The MLA's clinical areas: as many as the GMC's map has. */
const AREAS = 24;

/** Category topics; each name is "Synthetic NNN Topic" (at most 25 characters, the column's limit). */
const TOPICS = [
  "Cardiology",
  "Neurology",
  "Renal",
  "Respiratory",
  "Endocrine",
  "Gastro",
  "Haematology",
  "Infection",
  "Oncology",
  "Paediatrics",
  "Obstetrics",
  "Psychiatry",
  "Surgery",
  "Dermatology",
  "Ophthalmics",
  "ENT",
  "Ethics",
  "Orthopaedic",
  "Urology",
  "Geriatrics",
];

/** Terms sprinkled over explanations (one in 40 questions each): what the revision-key search looks for. */
export const SEARCH_TERMS = [
  "nephrotic",
  "sepsis",
  "anaphylaxis",
  "pre-eclampsia",
  "thyrotoxicosis",
  "meningitis",
  "pneumothorax",
  "appendicitis",
  "hyperkalaemia",
  "warfarin",
  "asthma",
  "delirium",
  "cellulitis",
  "gout",
  "glaucoma",
  "otitis",
  "consent",
  "fracture",
  "haematuria",
  "falls",
  "angina",
  "stroke",
  "dialysis",
  "COPD",
  "diabetes",
  "coeliac",
  "anaemia",
  "malaria",
  "lymphoma",
  "bronchiolitis",
  "ectopic",
  "lithium",
  "hernia",
  "psoriasis",
  "cataract",
  "tonsillitis",
  "capacity",
  "osteoporosis",
  "prostate",
  "dementia",
];

const sqlArray = (items: string[]) => `array[${items.map((t) => `'${t.replace(/'/g, "''")}'`).join(", ")}]::text[]`;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A stride coprime with n: (u * 7919 + k * stride) % n is then distinct for k < n. */
function strideFor(n: number): number {
  let s = 389;
  while (gcd(s, n) !== 1) s++;
  return s % n || 1;
}

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await fn();
  console.log(`  ${label.padEnd(44)} ${seconds(performance.now() - started)}`);
  return result;
}

/** Refuses a database that holds anything a person made: real users or real categories. */
async function assertSyntheticOnly(client: pg.Client): Promise<void> {
  const found = await client.query<{ users: number; categories: number }>(
    `select (select count(*) from users where email not like $1)::int as users,
            (select count(*) from categories where name not like 'Synthetic %')::int as categories`,
    [SYNTHETIC_EMAIL_LIKE],
  );
  const row = found.rows[0]!;
  if (row.users > 0 || row.categories > 0) {
    throw new Error(
      `Refusing to touch this database: it holds ${row.users} non-synthetic user(s) and ${row.categories} ` +
        `non-synthetic categor${row.categories === 1 ? "y" : "ies"}. Point BENCH_DATABASE_URL at a database of its own.`,
    );
  }
}

/** Drops a table's secondary indexes (keeping constraints) and answers how to build them again. */
async function dropSecondaryIndexes(client: pg.Client, table: string): Promise<string[]> {
  const rows = await client.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as def
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_class t on t.oid = x.indrelid
     join pg_namespace n on n.oid = t.relnamespace
     where t.relname = $1 and n.nspname = current_schema()
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  for (const r of rows.rows) await client.query(`drop index "${r.name}"`);
  return rows.rows.map((r) => r.def);
}

export interface GenerateResult {
  skipped: boolean;
  scale: Scale;
  seconds: number;
}

/**
 * Migrates the database and fills it with a synthetic bank at `scale`; does nothing when the
 * database already holds one at that scale, unless `fresh`.
 */
export async function generate(url: string, scale: Scale, options: { fresh?: boolean } = {}): Promise<GenerateResult> {
  const started = performance.now();
  console.log(`Synthetic bank: ${JSON.stringify(scale)}`);

  // Refuse before touching anything (even migrating) when the database is someone's real one.
  const check = await connect(url);
  try {
    const exists = await check.query<{ users: boolean; categories: boolean }>(
      `select to_regclass('users') is not null as users, to_regclass('categories') is not null as categories`,
    );
    if (exists.rows[0]?.users && exists.rows[0]?.categories) await assertSyntheticOnly(check);
  } finally {
    await check.end();
  }

  const handle = await createDb({ databaseUrl: url, maxConnections: 1 });
  try {
    const applied = await timed("migrate (migrateToLatest)", () => migrateToLatest(handle.db));
    if (applied.length > 0) console.log(`  applied: ${applied.join(", ")}`);
  } finally {
    await handle.close();
  }

  const client = await connect(url);
  try {
    await assertSyntheticOnly(client);
    const meta = await readMeta(client);
    if (meta && !options.fresh && sameScale(meta.scale, scale)) {
      const counts = await client.query<{ users: number; questions: number; categories: number }>(
        `select (select count(*) from users)::int as users, (select count(*) from questions)::int as questions,
                (select count(*) from categories)::int as categories`,
      );
      const c = counts.rows[0]!;
      if (c.users === scale.learners && c.questions === scale.questions && c.categories === scale.categories) {
        console.log(`  already holds this synthetic bank (generated ${meta.generated_at}); --fresh regenerates it`);
        return { skipped: true, scale, seconds: 0 };
      }
    }

    await client.query("set work_mem = '256MB'");
    await client.query("set maintenance_work_mem = '512MB'");
    // Every reference is generated consistent, so the per-row foreign-key triggers can be skipped
    // (superuser only; without it the load is just slower).
    let triggersOff = false;
    try {
      await client.query("set session_replication_role = replica");
      triggersOff = true;
    } catch {
      console.log("  (not a superuser: foreign keys are checked row by row, the load takes longer)");
    }

    await timed("empty the synthetic tables", async () => {
      await client.query(`create table if not exists ${META_TABLE} (
        id int primary key default 1 check (id = 1),
        scale jsonb not null,
        generated_at timestamptz not null default now(),
        seconds numeric not null default 0)`);
      await client.query(`delete from ${META_TABLE}`);
      // Cascades to sessions, questions, runs, run_questions, tries, do_later, revision_keys, tickets ...
      await client.query("truncate users, categories cascade");
      await client.query("delete from auth_throttle where key like 'login:%'");
    });

    const passwordHash = await timed("hash the learners' password (argon2id)", () => hashPassword(SYNTHETIC_PASSWORD));
    const C = scale.categories;
    const Q = scale.questions;
    const L = scale.learners;

    await timed(`categories (${C})`, () =>
      client.query(
        `insert into categories (id, name, level, rank, created_at)
         select gen_random_uuid(),
                left('Synthetic ' || lpad(i::text, greatest(3, length(i::text)), '0') || ' ' ||
                     (${sqlArray(TOPICS)})[1 + (i - 1) % ${TOPICS.length}], 25),
                (array[2, 3, 4, 5])[1 + (i - 1) % 4], i, now() - interval '400 days'
         from generate_series(1, $1::int) i`,
        [C],
      ),
    );

    await timed(`questions (${Q})`, () =>
      client.query(
        `with c as (select id, name, row_number() over (order by rank) - 1 as k from categories)
         insert into questions (id, category_id, question_text, explanation_text, options, created_at, updated_at)
         select gen_random_uuid(), c.id,
                '[synthetic] Question ' || i || ' (' || c.name || '): a ' || (18 + i % 70) || '-year-old presents with ' ||
                  'a ' || (1 + i % 14) || '-day history of symptoms. Observations: HR ' || (60 + i % 60) ||
                  ', BP ' || (95 + i % 60) || '/' || (55 + i % 40) || ', SpO2 ' || (88 + i % 12) || '%. ' ||
                  'Reference ' || md5(i::text) || '. What is the single most appropriate next step?',
                '[synthetic] Explanation ' || i || ': the key points about ' ||
                  (${sqlArray(SEARCH_TERMS)})[1 + i % ${SEARCH_TERMS.length}] || ' in ' || c.name || '. ' ||
                  repeat('The stem points to the first option; the distractors are plausible but less appropriate. ', 4) ||
                  'Checksum ' || md5((i * 7)::text) || '.',
                array['Option 1 (the key) for question ' || i, 'Option 2 for question ' || i,
                      'Option 3 for question ' || i, 'Option 4 for question ' || i, 'Option 5 for question ' || i],
                now() - interval '300 days' + (i % 200) * interval '1 day', now()
         from generate_series(0, $1::int - 1) i
         join c on c.k = i % $2::int`,
        [Q, C],
      ),
    );

    await timed(`learners (${L}, level 5, confirmed)`, () =>
      client.query(
        `insert into users (id, email, first_name, second_name, password_hash, level, email_verified_at,
                            created_at, updated_at)
         select gen_random_uuid(), 'synthetic-' || i || '@${SYNTHETIC_DOMAIN}', 'Synthetic', 'Learner ' || i, $2, 5,
                now() - interval '200 days', now() - interval '200 days', now()
         from generate_series(1, $1::int) i`,
        [L, passwordHash],
      ),
    );

    // Index maps (0-based) so the big inserts join by number instead of searching.
    await client.query(
      `create temp table bench_learners as
         select (substring(email from '^synthetic-(\\d+)@')::int - 1) as k, id from users where email like $1`,
      [SYNTHETIC_EMAIL_LIKE],
    );
    await client.query("alter table bench_learners add primary key (k)");
    await client.query(
      `create temp table bench_questions as
         select (row_number() over (order by created_at, id) - 1)::int as k, id, category_id, explanation_text
         from questions`,
    );
    await client.query("alter table bench_questions add primary key (k)");
    await client.query("analyze bench_learners");
    await client.query("analyze bench_questions");

    if (scale.tries > 0) {
      const rebuild = await timed("drop the tries indexes for the load", () => dropSecondaryIndexes(client, "tries"));
      // Learner k answers right with a probability between 45 % and 85 %; tries spread over 120 days.
      await timed(`tries (${scale.tries})`, () =>
        client.query(
          `with s as materialized (
             select gen_random_uuid() as id, i % $2::int as lk, floor(random() * $3::int)::int as qk,
                    now() - random() * interval '120 days' as at, random() as r
             from generate_series(0, $1::int - 1) i)
           insert into tries (id, user_id, question_id, run_id, correct, created_at)
           select s.id, l.id, q.id, null, s.r < 0.45 + 0.4 * ((s.lk % 10) / 10.0), s.at
           from s
           join bench_learners l on l.k = s.lk
           join bench_questions q on q.k = s.qk`,
          [scale.tries, L, Q],
        ),
      );
      await timed(`rebuild ${rebuild.length} tries indexes`, async () => {
        for (const def of rebuild) await client.query(def);
      });
    }

    if (scale.keys > 0) {
      const stride = strideFor(Q);
      await timed(`revision keys (${scale.keys}, unique per learner and question)`, () =>
        client.query(
          `insert into revision_keys (id, user_id, question_id, category_id, answer, created_at)
           select gen_random_uuid(), l.id, q.id, q.category_id, q.explanation_text,
                  now() - random() * interval '120 days'
           from generate_series(0, $1::int - 1) i
           join bench_learners l on l.k = i % $2::int
           join bench_questions q on q.k = (((i % $2::int)::bigint * 7919 + (i / $2::int)::bigint * $4::int) % $3::int)::int
           on conflict (user_id, question_id) do nothing`,
          [scale.keys, L, Q, stride],
        ),
      );
    }

    // Emptying the users emptied the MLA content map too (its versions name who made them): a
    // map of the 24 clinical areas again, each question tagged with one area and every third
    // with a second, as an imported bank is, so the area reads (the plan's weakest areas) work
    // at the bank's scale.
    await timed(`MLA areas (${AREAS}) and the questions' tags`, async () => {
      const version = await client.query<{ id: string }>(
        `insert into content_map_versions (id, number, created_at)
         values (gen_random_uuid(), coalesce((select max(number) from content_map_versions), 0) + 1, now()) returning id`,
      );
      await client.query(
        `insert into content_map_entries (id, kind, name, added_in)
         select gen_random_uuid(), 'clinical area', 'Synthetic area ' || lpad(a::text, 2, '0'), $1
         from generate_series(1, $2::int) a`,
        [version.rows[0]!.id, AREAS],
      );
      await client.query(
        `with e as (select id, (row_number() over (order by name) - 1)::int as a from content_map_entries)
         insert into question_areas (question_id, entry_id)
         select q.id, e.id from bench_questions q join e on e.a = q.k % $1::int
         union all
         select q.id, e.id from bench_questions q join e on e.a = (q.k + 7) % $1::int where q.k % 3 = 0`,
        [AREAS],
      );
    });

    // The database keeps each category's live question count with every question written; the
    // bulk load went around that trigger too.
    await timed("live questions per category (recount)", () =>
      client.query("select recount_category_question_counts()"),
    );
    // The database keeps these counters with each try; the bulk load went around the trigger.
    await timed("per-learner category counters (recount)", () =>
      client.query("select recount_learner_category_stats(array(select id from users where email like $1), null)", [
        SYNTHETIC_EMAIL_LIKE,
      ]),
    );

    if (triggersOff) await client.query("set session_replication_role = origin");
    // VACUUM sets the visibility map, as autovacuum does on a live database, so reads of a
    // learner's tries can be index-only as they would be in production; ANALYZE for the planner.
    // (Commits stay synchronous: VACUUM cannot mark pages all-visible while the commits of
    // their rows are not yet flushed.)
    await timed("vacuum (analyze) the loaded tables", () =>
      client.query(
        "vacuum (analyze) tries, questions, revision_keys, users, categories, learner_category_stats, question_areas",
      ),
    );
    await timed("analyze", () => client.query("analyze"));
    const total = (performance.now() - started) / 1000;
    await client.query(`insert into ${META_TABLE} (id, scale, seconds) values (1, $1, $2)`, [
      JSON.stringify(scale),
      total.toFixed(1),
    ]);
    const sizes = await client.query<{ rel: string; size: string }>(
      `select relname as rel, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
       where relname in ('tries', 'questions', 'revision_keys', 'users') and relkind = 'r' order by relname`,
    );
    console.log(`  sizes: ${sizes.rows.map((r) => `${r.rel} ${r.size}`).join(", ")}`);
    console.log(`Generated in ${total.toFixed(1)} s.`);
    return { skipped: false, scale, seconds: total };
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const flags = parseFlags();
  const url = benchDatabaseUrl();
  generate(url, scaleFrom(flags), { fresh: boolOption(flags, "fresh") }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
