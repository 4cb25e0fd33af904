import {
  claimDigest,
  countRepliesToUser,
  digestRecipients,
  discussionProfile,
  findUserById,
  repliesToUser,
  saveDiscussionProfile,
  setRepliesSeen,
} from "@qbank/db";
import type { ApiDeps, AuthedContext } from "../context.ts";
import { queueMail } from "../mail/outbox.ts";
import { replyDigestMessage } from "../mail/templates.ts";
import { notFound } from "../shared/errors.ts";
import { authorName, defaultDisplayName } from "./names.ts";

type Ctx = Pick<AuthedContext, "db" | "user" | "clock">;

const DAY = 24 * 3600_000;
const SHOWN_REPLIES = 5;

/** A digest claimed with nothing left to say: thrown to roll the claim back. */
class NothingToSend extends Error {}

/** The dashboard's "N new replies": others' replies to the learner's comments since they last marked them read. */
export async function newReplies(ctx: Ctx) {
  const me = await findUserById(ctx.db, ctx.user.id);
  const after = me?.replies_seen_at ?? null;
  const [count, rows] = await Promise.all([
    countRepliesToUser(ctx.db, ctx.user.id, after, ctx.clock.now()),
    repliesToUser(ctx.db, ctx.user.id, after, SHOWN_REPLIES),
  ]);
  return {
    count,
    replies: rows.map((r) => ({
      _id: r.id,
      question: r.question_id,
      author: authorName({
        first_name: r.author_first_name,
        second_name: r.author_second_name,
        display_name: r.author_display_name,
        author_deleted: r.author_deleted,
      }),
      text: r.text,
      created_at: r.created_at.toISOString(),
    })),
  };
}

/**
 * Marks the replies read up to the newest one the learner was shown (never later than now,
 * never back): one that came in after the card was drawn stays new. Answers what is left.
 */
export async function markRepliesRead(ctx: Ctx, until?: string) {
  const now = ctx.clock.now();
  const upTo = until ? new Date(Math.min(Date.parse(until), now.getTime())) : now;
  await setRepliesSeen(ctx.db, ctx.user.id, upTo);
  return newReplies(ctx);
}

export async function profile(ctx: Ctx) {
  const row = await discussionProfile(ctx.db, ctx.user.id);
  if (!row) throw notFound("user");
  const fallback = defaultDisplayName(row);
  return { display_name: row.display_name ?? fallback, default_name: fallback, digest: row.reply_digest };
}

/** An empty name, or the default itself, means the default: it then follows a change of the account's name. */
export async function saveProfile(ctx: Ctx, input: { display_name: string; digest: boolean }) {
  const row = await discussionProfile(ctx.db, ctx.user.id);
  if (!row) throw notFound("user");
  const chosen =
    input.display_name === "" || input.display_name === defaultDisplayName(row) ? null : input.display_name;
  await saveDiscussionProfile(ctx.db, ctx.user.id, {
    display_name: chosen,
    reply_digest: input.digest,
    updated_at: ctx.clock.now(),
  });
  return profile(ctx);
}

/**
 * The daily digest (a step of the sweep): each learner with unmailed replies, who wants them and
 * had no digest in the last day, gets one mail through the outbox, written in the same
 * transaction as the mark that says up to when replies were mailed.
 */
export async function sendReplyDigests(deps: Pick<ApiDeps, "db" | "clock" | "appUrl">): Promise<number> {
  const now = deps.clock.now();
  const due = await digestRecipients(deps.db, now, new Date(now.getTime() - DAY), 100);
  let sent = 0;
  for (const person of due) {
    const mailed = await deps.db
      .transaction()
      .execute(async (trx) => {
        if (!(await claimDigest(trx, person.id, person.replies_mailed_at, now))) return false;
        const count = await countRepliesToUser(trx, person.id, person.replies_mailed_at, now);
        // Nothing to send after all (a reply hidden meanwhile): the claim is rolled back, so
        // the mark does not pass a reply that was never mailed.
        if (count === 0) throw new NothingToSend();
        await queueMail(trx, replyDigestMessage(person.email, count, `${deps.appUrl}/user/dashboard`), now);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof NothingToSend) return false;
        throw error;
      });
    if (mailed) sent++;
  }
  return sent;
}
