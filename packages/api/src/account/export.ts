import {
  findAccountAdjustment,
  findExamPlan,
  listAccountAnswers,
  listAccountCheckouts,
  listAccountDoLater,
  listAccountLevelChanges,
  listAccountMasteryPurchases,
  listAccountPayments,
  listAccountReviewCards,
  listAccountReviewLogs,
  listAccountRevisionKeys,
  listAccountRuns,
  listAccountSessions,
  listAccountSignIns,
  listAccountSubscriptions,
  listAccountTicketAnswers,
  listAccountTickets,
  commentsByUser,
  findTicketImage,
  discussionActivityOf,
  discussionProfile,
  type Db,
  type SessionUser,
} from "@qbank/db";
import { strToU8, zipSync } from "fflate";
import type { Context } from "../context.ts";
import { levelLabel } from "../shared/levels.ts";
import { writeCsv } from "../shared/csv.ts";
import { oneAtATime } from "../shared/one-at-a-time.ts";
import { ticketCategories, ticketStatuses } from "../support/schemas.ts";

type Ctx = Pick<Context, "db" | "clock">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const day = (d: Date) => d.toISOString().slice(0, 10);
const extensions: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

async function answersOf(db: Db, userId: string) {
  const rows = await listAccountAnswers(db, userId);
  return rows.map((a) => ({
    answered_at: a.answered_at.toISOString(),
    category: a.category,
    question_id: a.question_id,
    question: a.question_text,
    your_answer: a.answered_option ? (a.options[a.answered_option - 1] ?? null) : null,
    correct_answer: a.options[0] ?? null,
    correct: a.correct,
    mode: a.mode,
    run_id: a.run_id,
    seconds: a.answer_seconds,
  }));
}

/**
 * The screenshots one download carries, oldest ticket first. The whole file is built in the
 * server's memory (then sent as base64), so what it holds is bounded; a screenshot past the
 * bound is named in data.json and stays on its ticket in Support.
 */
export const EXPORT_SCREENSHOTS_MAX_BYTES = 20 * 1024 * 1024;
export const SCREENSHOT_LEFT_OUT = "Not in this download (it holds 20 MB of screenshots): open the ticket in Support.";

/** The screenshots that fit the bound, read one at a time. */
async function screenshotsOf(db: Db, tickets: { id: string; image_mime: string | null; image_size: number | null }[]) {
  const files: Record<string, Uint8Array> = {};
  const names = new Map<string, string>();
  let used = 0;
  for (const t of tickets) {
    if (t.image_size === null || used + t.image_size > EXPORT_SCREENSHOTS_MAX_BYTES) continue;
    const image = await findTicketImage(db, t.id);
    if (!image) continue;
    const name = `screenshots/${t.id}.${extensions[t.image_mime ?? ""] ?? "bin"}`;
    files[name] = new Uint8Array(image.bytes);
    names.set(t.id, name);
    used += t.image_size;
  }
  return { files, names };
}

async function ticketsOf(db: Db, userId: string) {
  const [tickets, answers] = await Promise.all([listAccountTickets(db, userId), listAccountTicketAnswers(db, userId)]);
  const { files, names } = await screenshotsOf(db, tickets);
  const list = tickets.map((t) => {
    const screenshot = names.get(t.id) ?? null;
    return {
      id: t.id,
      category: ticketCategories[t.category as keyof typeof ticketCategories] ?? String(t.category),
      question_id: t.question_id,
      text: t.text,
      status: ticketStatuses[t.status as keyof typeof ticketStatuses] ?? String(t.status),
      created_at: t.created_at.toISOString(),
      last_activity_at: t.last_activity_at.toISOString(),
      screenshot,
      ...(t.image_size !== null && !screenshot ? { screenshot_left_out: SCREENSHOT_LEFT_OUT } : {}),
      answers: answers
        .filter((a) => a.ticket_id === t.id)
        .map((a) => ({
          from: a.user_id === userId ? "you" : "support",
          text: a.text,
          created_at: a.created_at.toISOString(),
        })),
    };
  });
  return { list, files };
}

async function paymentsOf(db: Db, userId: string) {
  const [payments, subscriptions, attempts, checkouts] = await Promise.all([
    listAccountPayments(db, userId),
    listAccountSubscriptions(db, userId),
    listAccountMasteryPurchases(db, userId),
    listAccountCheckouts(db, userId),
  ]);
  return {
    payments: payments.map((p) => ({
      date: p.created_at.toISOString(),
      description: p.description,
      amount: p.amount_cents / 100,
      currency: p.currency,
      receipt_url: p.receipt_url,
    })),
    subscriptions: subscriptions.map((s) => ({
      plan: s.plan,
      status: s.status,
      started_at: s.created_at.toISOString(),
      trial_end: iso(s.trial_end),
      current_period_end: s.current_period_end.toISOString(),
      stops_at_period_end: s.cancel_at_period_end,
    })),
    mastery_mock_attempts: attempts.map((a) => ({
      bought_at: a.created_at.toISOString(),
      attempts: a.attempts,
      used: a.used_attempts_count,
    })),
    checkouts: checkouts.map((c) => ({
      purchase: c.purchase,
      price: c.price_id,
      status: c.status,
      started_at: c.created_at.toISOString(),
      completed_at: iso(c.completed_at),
    })),
  };
}

async function reviewOf(db: Db, userId: string) {
  const [cards, grades] = await Promise.all([listAccountReviewCards(db, userId), listAccountReviewLogs(db, userId)]);
  return {
    cards: cards.map((c) => ({
      id: c.id,
      kind: c.kind,
      question_id: c.question_id,
      due: c.due.toISOString(),
      state: c.state,
      reps: c.reps,
      lapses: c.lapses,
      last_review: iso(c.last_review),
      created_at: c.created_at.toISOString(),
    })),
    grades: grades.map((g) => ({ card_id: g.card_id, grade: g.rating, reviewed_at: g.reviewed_at.toISOString() })),
  };
}

async function discussionSettingsOf(db: Db, userId: string) {
  const row = await discussionProfile(db, userId);
  return { display_name: row?.display_name ?? null, reply_digest: row?.reply_digest ?? false };
}

/** Everything held about the person, as one JSON document; ticket screenshots as files beside it. */
export async function accountData(ctx: Ctx, user: SessionUser) {
  const db = ctx.db;
  const [
    signIns,
    sessions,
    adjustment,
    levelChanges,
    runs,
    answers,
    doLater,
    keys,
    review,
    tickets,
    payments,
    comments,
    activity,
    plan,
  ] = await Promise.all([
    listAccountSignIns(db, user.id),
    listAccountSessions(db, user.id),
    findAccountAdjustment(db, user.id),
    listAccountLevelChanges(db, user.id),
    listAccountRuns(db, user.id),
    answersOf(db, user.id),
    listAccountDoLater(db, user.id),
    listAccountRevisionKeys(db, user.id),
    reviewOf(db, user.id),
    ticketsOf(db, user.id),
    paymentsOf(db, user.id),
    commentsByUser(db, user.id),
    discussionActivityOf(db, user.id),
    findExamPlan(db, user.id),
  ]);
  const data = {
    exported_at: ctx.clock.now().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      second_name: user.second_name,
      level: user.level,
      level_label: levelLabel(user.level),
      has_password: user.has_password,
      email_confirmed_at: iso(user.email_verified_at),
      member_since: user.created_at.toISOString(),
      bank_reset_at: iso(user.qbank_reset_at),
      subscription_stopped: user.subscription_stopped,
      ...(await discussionSettingsOf(db, user.id)),
    },
    sign_in_providers: signIns.map((s) => ({
      provider: s.provider,
      provider_user_id: s.provider_user_id,
      linked_at: s.created_at.toISOString(),
    })),
    sessions: sessions.map((s) => ({ expires_at: s.expires_at.toISOString() })),
    exam_adjustment: adjustment ?? null,
    exam_plan: plan
      ? { exam_date: plan.exam_date, result: plan.result, planned_at: plan.created_at.toISOString() }
      : null,
    level_changes: levelChanges.map((c) => ({
      from: levelLabel(c.from_level),
      to: levelLabel(c.to_level),
      reason: c.reason,
      at: c.created_at.toISOString(),
    })),
    runs: runs.map((r) => ({
      id: r.id,
      mode: r.mode,
      questions: r.question_count,
      started_at: r.started_at.toISOString(),
      deadline_at: iso(r.deadline_at),
      ended_at: iso(r.ended_at),
    })),
    answers,
    do_later: doLater.map((d) => ({
      question_id: d.question_id,
      question: d.question_text,
      category: d.category,
      flagged_at: d.created_at.toISOString(),
    })),
    revision_keys: keys.map((k) => ({
      id: k.id,
      question_id: k.question_id,
      question: k.question_text,
      category: k.category,
      answer: k.answer,
      saved_at: k.created_at.toISOString(),
    })),
    review,
    comments: comments.map((c) => ({
      id: c.id,
      question_id: c.question_id,
      reply_to: c.parent_id,
      text: c.deleted_at ? null : c.text,
      written_at: c.created_at.toISOString(),
      edited_at: iso(c.edited_at),
      deleted_at: iso(c.deleted_at),
    })),
    comment_votes: activity.votes.map((v) => ({ comment_id: v.comment_id, voted_at: v.created_at.toISOString() })),
    comment_reports: activity.reports.map((r) => ({
      comment_id: r.comment_id,
      reason: r.reason,
      reported_at: r.created_at.toISOString(),
    })),
    // Who muted them is the team's, not theirs: when, until when and why.
    discussion_mutes: activity.mutes.map((m) => ({
      muted_at: m.created_at.toISOString(),
      until: iso(m.until),
      reason: m.reason,
    })),
    tickets: tickets.list,
    payments,
  };
  return { data, files: tickets.files };
}

const ANSWER_COLUMNS = [
  "answered_at",
  "category",
  "question_id",
  "question",
  "your_answer",
  "correct_answer",
  "correct",
  "mode",
  "seconds",
] as const;

export function answersCsv(answers: Awaited<ReturnType<typeof answersOf>>): string {
  const rows = answers.map((a) => ANSWER_COLUMNS.map((c) => a[c]));
  // The byte-order mark tells spreadsheets the file is UTF-8.
  return "\uFEFF" + writeCsv(ANSWER_COLUMNS, rows, { quoteText: true }) + "\r\n";
}

// Copies are built one at a time in a process: each holds up to its screenshots' bound several
// times over (the files, the zip, its base64, the JSON answer) while it is made and sent.
const inTurn = oneAtATime();

/** The person's copy of their data: one zip holding data.json, answers.csv and ticket screenshots. */
export function exportFile(ctx: Ctx, user: SessionUser): Promise<{ file_name: string; content_base64: string }> {
  return inTurn(() => buildExportFile(ctx, user));
}

async function buildExportFile(ctx: Ctx, user: SessionUser) {
  const { data, files } = await accountData(ctx, user);
  const mtime = ctx.clock.now();
  const zip = zipSync(
    {
      "data.json": strToU8(JSON.stringify(data, null, 2)),
      "answers.csv": strToU8(answersCsv(data.answers)),
      ...files,
    },
    { mtime },
  );
  return { file_name: `plab-qbank-data-${day(mtime)}.zip`, content_base64: Buffer.from(zip).toString("base64") };
}
