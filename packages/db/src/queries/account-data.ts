import type { Db } from "../create-db.ts";

/** Everything the product holds about one person, read for their copy of it (UK GDPR access). */

export function listAccountSignIns(db: Db, userId: string) {
  return db
    .selectFrom("oauth_accounts")
    .select(["provider", "provider_user_id", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

export function listAccountSessions(db: Db, userId: string) {
  return db.selectFrom("sessions").select("expires_at").where("user_id", "=", userId).orderBy("expires_at").execute();
}

export function findAccountAdjustment(db: Db, userId: string) {
  return db
    .selectFrom("account_adjustments")
    .select(["extra_time_percent", "granted_percent", "large_text", "wide_spacing", "dyslexia_font", "reduced_motion"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function listAccountLevelChanges(db: Db, userId: string) {
  return db
    .selectFrom("level_changes")
    .select(["from_level", "to_level", "reason", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function listAccountRuns(db: Db, userId: string) {
  return db
    .selectFrom("runs")
    .select(["id", "mode", "question_count", "started_at", "deadline_at", "ended_at"])
    .where("user_id", "=", userId)
    .orderBy("started_at")
    .orderBy("id")
    .execute();
}

/** Every recorded answer, oldest first, with the question, the option chosen (when its run kept it) and the time taken. */
export function listAccountAnswers(db: Db, userId: string) {
  return db
    .selectFrom("tries as t")
    .innerJoin("questions as q", "q.id", "t.question_id")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .leftJoin("run_questions as rq", (j) =>
      j.onRef("rq.run_id", "=", "t.run_id").onRef("rq.question_id", "=", "t.question_id"),
    )
    .leftJoin("runs as r", "r.id", "t.run_id")
    .select([
      "t.created_at as answered_at",
      "t.question_id",
      "q.question_text",
      "q.options",
      "c.name as category",
      "t.correct",
      "t.run_id",
      "r.mode",
      "rq.answered_option",
      "rq.answer_seconds",
    ])
    .where("t.user_id", "=", userId)
    .orderBy("t.created_at")
    .orderBy("t.id")
    .execute();
}

export function listAccountDoLater(db: Db, userId: string) {
  return db
    .selectFrom("do_later as d")
    .innerJoin("questions as q", "q.id", "d.question_id")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .select(["d.question_id", "q.question_text", "c.name as category", "d.created_at"])
    .where("d.user_id", "=", userId)
    .orderBy("d.created_at")
    .execute();
}

export function listAccountRevisionKeys(db: Db, userId: string) {
  return db
    .selectFrom("revision_keys as k")
    .innerJoin("questions as q", "q.id", "k.question_id")
    .innerJoin("categories as c", "c.id", "k.category_id")
    .select(["k.id", "k.question_id", "q.question_text", "c.name as category", "k.answer", "k.created_at"])
    .where("k.user_id", "=", userId)
    .orderBy("k.created_at")
    .orderBy("k.id")
    .execute();
}

export function listAccountReviewCards(db: Db, userId: string) {
  return db
    .selectFrom("review_cards")
    .select(["id", "kind", "question_id", "due", "state", "reps", "lapses", "last_review", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function listAccountReviewLogs(db: Db, userId: string) {
  return db
    .selectFrom("review_logs")
    .select(["card_id", "rating", "reviewed_at"])
    .where("user_id", "=", userId)
    .orderBy("reviewed_at")
    .orderBy("id")
    .execute();
}

export function listAccountTickets(db: Db, userId: string) {
  return db
    .selectFrom("tickets as t")
    .leftJoin("images as i", "i.id", "t.image_id")
    .select([
      "t.id",
      "t.category",
      "t.question_id",
      "t.text",
      "t.status",
      "t.created_at",
      "t.last_activity_at",
      "i.mime as image_mime",
      "i.size as image_size",
    ])
    .where("t.user_id", "=", userId)
    .orderBy("t.created_at")
    .orderBy("t.id")
    .execute();
}

/** Every answer on the person's tickets, theirs and support's, with whether it was theirs. */
export function listAccountTicketAnswers(db: Db, userId: string) {
  return db
    .selectFrom("ticket_answers as a")
    .innerJoin("tickets as t", "t.id", "a.ticket_id")
    .select(["a.ticket_id", "a.text", "a.created_at", "a.user_id"])
    .where("t.user_id", "=", userId)
    .orderBy("a.created_at")
    .orderBy("a.id")
    .execute();
}

export function listAccountPayments(db: Db, userId: string) {
  return db
    .selectFrom("payments")
    .select(["created_at", "description", "amount_cents", "currency", "receipt_url"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export function listAccountSubscriptions(db: Db, userId: string) {
  return db
    .selectFrom("subscriptions")
    .select(["plan", "status", "trial_end", "current_period_end", "cancel_at_period_end", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

export function listAccountMasteryPurchases(db: Db, userId: string) {
  return db
    .selectFrom("mastery_purchases")
    .select(["attempts", "used_attempts_count", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

export function listAccountCheckouts(db: Db, userId: string) {
  return db
    .selectFrom("checkouts")
    .select(["purchase", "price_id", "status", "created_at", "completed_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}
