import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("runs")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mode", "text", (c) =>
      c.notNull().check(sql`mode in ('all', 'new', 'wrong', 'marked', 'exam', 'mastery')`),
    )
    .addColumn("category_ids", sql`uuid[]`, (c) => c.notNull())
    .addColumn("question_count", "integer", (c) => c.notNull().check(sql`question_count between 0 and 10000`))
    .addColumn("started_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("deadline_at", "timestamptz")
    .addColumn("ended_at", "timestamptz")
    .execute();
  await db.schema.createIndex("runs_user_open_idx").on("runs").columns(["user_id", "ended_at", "started_at"]).execute();

  await db.schema
    .createTable("run_questions")
    .addColumn("run_id", "uuid", (c) => c.notNull().references("runs.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("option_order", sql`smallint[]`, (c) => c.notNull().check(sql`cardinality(option_order) = 5`))
    .addColumn("answered_option", "smallint", (c) => c.check(sql`answered_option between 1 and 5`))
    .addColumn("correct", "boolean")
    .addColumn("answered_at", "timestamptz")
    .addPrimaryKeyConstraint("run_questions_pkey", ["run_id", "position"])
    .addUniqueConstraint("run_questions_question_key", ["run_id", "question_id"])
    .execute();

  await db.schema
    .createTable("tries")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("run_id", "uuid", (c) => c.references("runs.id").onDelete("set null"))
    .addColumn("correct", "boolean", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Per-learner history: statuses and stats read a learner's tries by time, never the whole table.
  await sql`create index tries_user_time_idx on tries (user_id, created_at) include (question_id, correct)`.execute(db);
  await sql`create index tries_user_question_idx on tries (user_id, question_id, created_at desc) include (correct)`.execute(
    db,
  );
  await db.schema.createIndex("tries_question_idx").on("tries").column("question_id").execute();

  await db.schema
    .createTable("do_later")
    .addColumn("user_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("question_id", "uuid", (c) => c.notNull().references("questions.id").onDelete("cascade"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("do_later_pkey", ["user_id", "question_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["do_later", "tries", "run_questions", "runs"]) await db.schema.dropTable(t).execute();
}
