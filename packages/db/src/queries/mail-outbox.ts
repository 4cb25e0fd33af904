import type { Selectable } from "kysely";
import type { Db } from "../create-db.ts";
import type { MailOutboxTable } from "../schema.ts";

export type OutboxMail = Selectable<MailOutboxTable>;

export async function insertOutboxMail(
  db: Db,
  row: { id: string; to_address: string; subject: string; body_text: string; link: string | null; created_at: Date },
): Promise<void> {
  await db
    .insertInto("mail_outbox")
    .values({ ...row, next_attempt_at: row.created_at })
    .execute();
}

/**
 * Queues a mail that later ones of its burst join: while a mail with this key to this address
 * is unsent, this one replaces its text and keeps its due time; otherwise it is a new mail due
 * at `due_at`. The unique index on unsent (burst_key, to_address) holds it for parallel callers.
 */
export async function upsertBurstMail(
  db: Db,
  row: {
    id: string;
    burst_key: string;
    to_address: string;
    subject: string;
    body_text: string;
    link: string | null;
    created_at: Date;
    due_at: Date;
  },
): Promise<void> {
  const { due_at, ...fields } = row;
  await db
    .insertInto("mail_outbox")
    .values({ ...fields, next_attempt_at: due_at })
    .onConflict((oc) =>
      oc
        .columns(["burst_key", "to_address"])
        .where("burst_key", "is not", null)
        .where("sent_at", "is", null)
        .doUpdateSet((eb) => ({
          subject: eb.ref("excluded.subject"),
          body_text: eb.ref("excluded.body_text"),
          link: eb.ref("excluded.link"),
        })),
    )
    .execute();
}

/**
 * Locks the oldest unsent message that is due at `now`, until the caller's transaction ends;
 * messages another process is sending are skipped, so each is sent by one worker at a time.
 */
export function claimDueMail(db: Db, now: Date): Promise<OutboxMail | undefined> {
  return db
    .selectFrom("mail_outbox")
    .selectAll()
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function markMailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({ sent_at: now, attempts: eb("attempts", "+", 1), last_error: null }))
    .where("id", "=", id)
    .execute();
}

export async function markMailFailed(db: Db, id: string, retryAt: Date, error: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set((eb) => ({ next_attempt_at: retryAt, attempts: eb("attempts", "+", 1), last_error: error.slice(0, 1000) }))
    .where("id", "=", id)
    .execute();
}

/** Sent messages are kept a while for support, then removed by the sweep. */
export async function purgeSentMail(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom("mail_outbox").where("sent_at", "<=", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
