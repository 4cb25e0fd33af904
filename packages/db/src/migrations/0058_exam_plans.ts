import { sql, type Kysely } from "kysely";

/**
 * A learner's plan to their exam date (one per learner), with the result they report once the
 * date has passed; and the runs of the session builder and of today's session: "custom" (tutor,
 * a fixed list drawn at the start) and "custom_timed" (the same with a server deadline).
 * Nothing is written for an erased account (migration 0052's trigger).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("exam_plans")
    .addColumn("user_id", "uuid", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("exam_date", "date", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.check(sql`result in ('passed', 'failed', 'not_taken')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`create trigger a_account_live before insert on exam_plans
            for each row execute function refuse_erased_account_row()`.execute(db);
  await sql`alter table runs drop constraint runs_mode_check`.execute(db);
  await sql`alter table runs add constraint runs_mode_check
            check (mode in ('all', 'new', 'wrong', 'marked', 'exam', 'mastery', 'custom', 'custom_timed'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from runs where mode in ('custom', 'custom_timed')`.execute(db);
  await sql`alter table runs drop constraint runs_mode_check`.execute(db);
  await sql`alter table runs add constraint runs_mode_check
            check (mode in ('all', 'new', 'wrong', 'marked', 'exam', 'mastery'))`.execute(db);
  await db.schema.dropTable("exam_plans").execute();
}
