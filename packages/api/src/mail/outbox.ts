import {
  claimDueMail,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  newId,
  upsertBurstMail,
  type Db,
  type OutboxMail,
} from "@qbank/db";
import type { ApiDeps } from "../context.ts";
import type { MailMessage } from "./mailer.ts";

/** Writes a message to the outbox inside the caller's transaction: it leaves with its cause or not at all. */
export async function queueMail(trx: Db, message: MailMessage, now: Date): Promise<void> {
  await insertOutboxMail(trx, {
    id: newId(),
    to_address: message.to,
    subject: message.subject,
    body_text: message.text,
    link: message.link ?? null,
    created_at: now,
  });
}

const MINUTE = 60_000;

/** How long a burst mail waits for more of its burst: the news is then at most this late. */
export const MAIL_BURST_MS = 2 * MINUTE;

/**
 * Like queueMail, for news that comes in bursts (support's quick answers to one ticket): the
 * mail leaves MAIL_BURST_MS after the first of the burst, and every later one with the same
 * key to the same address, until it is sent, joins it (its text replaces the queued one) rather
 * than adding a mail. The database holds the rule, so parallel callers also end with one mail.
 */
export async function queueBurstMail(trx: Db, key: string, message: MailMessage, now: Date): Promise<void> {
  await upsertBurstMail(trx, {
    id: newId(),
    burst_key: key,
    to_address: message.to,
    subject: message.subject,
    body_text: message.text,
    link: message.link ?? null,
    created_at: now,
    due_at: new Date(now.getTime() + MAIL_BURST_MS),
  });
}

/** Waits after the 1st, 2nd, ... failure; the last repeats (a mail server down for days). */
const RETRY_AFTER = [1, 5, 15, 60, 240, 720].map((m) => m * MINUTE);
export const retryDelay = (failures: number) => RETRY_AFTER[Math.min(failures, RETRY_AFTER.length) - 1]!;

const asMessage = (m: OutboxMail): MailMessage => ({
  to: m.to_address,
  subject: m.subject,
  text: m.body_text,
  ...(m.link ? { link: m.link } : {}),
});

/**
 * Sends what is due, one message per transaction: the row stays locked while it is sent, so
 * two workers never send it both, and a crash mid-send leaves it due (sent at least once).
 * A refusal schedules the next try with a growing delay.
 */
export async function deliverDueMail(
  deps: Pick<ApiDeps, "db" | "clock" | "mailer">,
  limit = 100,
): Promise<{ sent: number; failed: number; retried: number }> {
  // retried: sent on a later attempt, after a failure.
  const tally = { sent: 0, failed: 0, retried: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const mail = await claimDueMail(trx, now);
      if (!mail) return "none";
      try {
        await deps.mailer.send(asMessage(mail));
        await markMailSent(trx, mail.id, now);
        if (mail.attempts > 0) tally.retried++;
        return "sent";
      } catch (error) {
        const retryAt = new Date(now.getTime() + retryDelay(mail.attempts + 1));
        await markMailFailed(trx, mail.id, retryAt, error instanceof Error ? error.message : String(error));
        return "failed";
      }
    });
    if (outcome === "none") break;
    tally[outcome]++;
  }
  return tally;
}
