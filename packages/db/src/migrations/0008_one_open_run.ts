import { sql, type Kysely } from "kysely";

/**
 * A learner has at most one open run: a practice run, an exam or a mastery mock. Starts lock
 * the learner's row and close what they replace; this index holds the rule even if a code
 * path forgot to. Duplicates left by older versions are ended first, the newest kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update runs r set ended_at = least(now(), coalesce(r.deadline_at, now()))
    where r.ended_at is null
      and exists (
        select 1 from runs newer
        where newer.user_id = r.user_id and newer.ended_at is null
          and (newer.started_at, newer.id) > (r.started_at, r.id)
      )
  `.execute(db);
  await db.schema
    .createIndex("runs_one_open_per_user")
    .on("runs")
    .column("user_id")
    .unique()
    .where(sql.ref("ended_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("runs_one_open_per_user").execute();
}
