import { sql } from "kysely";
import type { Db } from "../create-db.ts";

/** Who wrote a comment, as the API needs it to name them (never their email). */
export interface CommentAuthorColumns {
  user_id: string;
  first_name: string;
  second_name: string;
  display_name: string | null;
  author_deleted: boolean;
}

export interface CommentRow extends CommentAuthorColumns {
  id: string;
  question_id: string;
  parent_id: string | null;
  text: string;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  hidden_at: Date | null;
  votes: number;
  voted: boolean;
  /** Whether the viewer has reported it. */
  reported: boolean;
}

const authorColumns = [
  "u.first_name",
  "u.second_name",
  "u.display_name",
  sql<boolean>`u.deleted_at is not null`.as("author_deleted"),
] as const;

/** Whether the learner has answered the question at least once (a try of theirs exists). */
export async function hasTriedQuestion(db: Db, userId: string, questionId: string): Promise<boolean> {
  const row = await db
    .selectFrom("tries")
    .select("id")
    .where("user_id", "=", userId)
    .where("question_id", "=", questionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the learner's account row until the caller's transaction ends, so their comments are
 * counted and written one request at a time (the rate). Does not block the account's other
 * writes (they take the row FOR KEY SHARE). False when the account is erased.
 */
export async function lockAuthorForComment(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** How many comments the learner wrote since the instant, and the first of them. */
export async function recentComments(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ count: number; first: Date | null }> {
  const row = await db
    .selectFrom("comments")
    .select([sql<number>`count(*)::int`.as("count"), sql<Date | null>`min(created_at)`.as("first")])
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), first: row.first ? new Date(row.first) : null };
}

/** The learner's latest mute, if any (its `until` may be past; null means for good). */
export function latestMute(db: Db, userId: string) {
  return db
    .selectFrom("discussion_mutes")
    .select(["until", "reason", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function insertMute(
  db: Db,
  row: { id: string; user_id: string; until: Date | null; reason: string; created_by: string; created_at: Date },
): Promise<void> {
  await db.insertInto("discussion_mutes").values(row).execute();
}

export async function insertComment(
  db: Db,
  row: { id: string; question_id: string; user_id: string; parent_id: string | null; text: string; created_at: Date },
): Promise<void> {
  await db.insertInto("comments").values(row).execute();
}

/** A comment with its author, its vote count and whether the viewer voted for it or reported it. */
function commentsWithAuthors(db: Db, viewerId: string) {
  return db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select([
      "c.id",
      "c.question_id",
      "c.parent_id",
      "c.user_id",
      "c.text",
      "c.created_at",
      "c.edited_at",
      "c.deleted_at",
      "c.hidden_at",
      ...authorColumns,
      sql<number>`(select count(*)::int from comment_votes v where v.comment_id = c.id)`.as("votes"),
      sql<boolean>`exists (select 1 from comment_votes v where v.comment_id = c.id and v.user_id = ${viewerId})`.as(
        "voted",
      ),
      sql<boolean>`exists (select 1 from comment_reports r where r.comment_id = c.id and r.user_id = ${viewerId})`.as(
        "reported",
      ),
    ]);
}

export async function findComment(db: Db, id: string, viewerId: string): Promise<CommentRow | undefined> {
  const row = await commentsWithAuthors(db, viewerId).where("c.id", "=", id).executeTakeFirst();
  return row && { ...row, votes: Number(row.votes) };
}

/** Takes a comment's row until the transaction ends (an edit, a delete, a moderation). */
export function lockComment(db: Db, id: string) {
  return db
    .selectFrom("comments")
    .select(["id", "user_id", "question_id", "parent_id", "deleted_at", "hidden_at"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

/** Every comment and reply under a question (hidden ones only when asked), oldest first. */
export async function questionComments(
  db: Db,
  questionId: string,
  viewerId: string,
  options: { withHidden: boolean },
): Promise<CommentRow[]> {
  let query = commentsWithAuthors(db, viewerId).where("c.question_id", "=", questionId);
  if (!options.withHidden) query = query.where("c.hidden_at", "is", null);
  const rows = await query.orderBy("c.created_at").orderBy("c.id").execute();
  return rows.map((r) => ({ ...r, votes: Number(r.votes) }));
}

export async function updateCommentText(db: Db, id: string, text: string, at: Date): Promise<void> {
  await db.updateTable("comments").set({ text, edited_at: at }).where("id", "=", id).execute();
}

export async function hasReplies(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom("comments").select("id").where("parent_id", "=", id).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A deleted comment that others replied to keeps its place (and its replies), without its words. */
export async function markCommentDeleted(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable("comments").set({ deleted_at: at, text: "-" }).where("id", "=", id).execute();
}

/** Removes a comment and its replies. */
export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.deleteFrom("comments").where("id", "=", id).execute();
}

/** One vote per learner and comment (the primary key); false when it was there already. */
export async function addVote(db: Db, row: { comment_id: string; user_id: string; created_at: Date }) {
  const added = await db
    .insertInto("comment_votes")
    .values(row)
    .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing())
    .returning("comment_id")
    .executeTakeFirst();
  return added !== undefined;
}

export async function removeVote(db: Db, commentId: string, userId: string): Promise<void> {
  await db.deleteFrom("comment_votes").where("comment_id", "=", commentId).where("user_id", "=", userId).execute();
}

/** One report per learner and comment (the primary key); the third hides it (migration 0055's trigger). */
export async function addReport(
  db: Db,
  row: { comment_id: string; user_id: string; reason: string; created_at: Date },
): Promise<boolean> {
  const added = await db
    .insertInto("comment_reports")
    .values(row)
    .onConflict((oc) => oc.columns(["comment_id", "user_id"]).doNothing())
    .returning("comment_id")
    .executeTakeFirst();
  return added !== undefined;
}

/** An admin's restore: shown again, and the reports so far no longer count towards hiding it. */
export async function restoreComment(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("comments")
    .set({ hidden_at: null, reviewed_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function hideComment(db: Db, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable("comments")
    .set({ hidden_at: at, reviewed_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type ModerationFilter = "reported" | "hidden" | "all";

export interface ModerationRow extends CommentAuthorColumns {
  id: string;
  question_id: string;
  question_text: string;
  parent_id: string | null;
  text: string;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  hidden_at: Date | null;
  reports: number;
  email: string;
}

/**
 * The admins' list: reported (reports since the last review) and hidden comments first, then
 * the newest. `reported` and `hidden` keep only those; a question narrows it to its discussion.
 */
export async function moderationList(
  db: Db,
  options: { filter: ModerationFilter; questionId?: string | undefined; limit: number; offset: number },
): Promise<ModerationRow[]> {
  const openReports = sql<number>`(select count(*)::int from comment_reports r
    where r.comment_id = c.id and (c.reviewed_at is null or r.created_at > c.reviewed_at))`;
  let query = db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .innerJoin("questions as q", "q.id", "c.question_id")
    .select([
      "c.id",
      "c.question_id",
      "q.question_text",
      "c.parent_id",
      "c.user_id",
      "u.email",
      "c.text",
      "c.created_at",
      "c.edited_at",
      "c.deleted_at",
      "c.hidden_at",
      ...authorColumns,
      openReports.as("reports"),
    ]);
  if (options.questionId) query = query.where("c.question_id", "=", options.questionId);
  if (options.filter === "hidden") query = query.where("c.hidden_at", "is not", null);
  if (options.filter === "reported") query = query.where(sql<boolean>`${openReports} > 0`);
  const rows = await query
    .orderBy(sql`(c.hidden_at is not null or ${openReports} > 0)`, "desc")
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map((r) => ({ ...r, reports: Number(r.reports) }));
}

/** The reasons given for each comment, oldest first. */
export async function reportReasons(db: Db, commentIds: string[]): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>();
  if (commentIds.length === 0) return reasons;
  const rows = await db
    .selectFrom("comment_reports")
    .select(["comment_id", "reason"])
    .where("comment_id", "in", commentIds)
    .orderBy("created_at")
    .execute();
  for (const r of rows) reasons.set(r.comment_id, [...(reasons.get(r.comment_id) ?? []), r.reason]);
  return reasons;
}

/** Comments under the question that doubt its key: the words in their text or in a report. */
export async function keyDoubtCount(db: Db, questionId: string): Promise<number> {
  const doubts = String.raw`(wrong answer|\mkey\M|incorrect)`;
  const row = await db
    .selectFrom("comments as c")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("c.question_id", "=", questionId)
    .where("c.deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        eb(sql<boolean>`c.text ~* ${doubts}`, "=", true),
        eb.exists(
          eb
            .selectFrom("comment_reports as r")
            .select("r.comment_id")
            .whereRef("r.comment_id", "=", "c.id")
            .where(sql<boolean>`r.reason ~* ${doubts}`),
        ),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ReplyRow {
  id: string;
  question_id: string;
  parent_id: string;
  text: string;
  created_at: Date;
  author_first_name: string;
  author_second_name: string;
  author_display_name: string | null;
  author_deleted: boolean;
}

/**
 * Others' replies (`r`) under comments (`p`) that the comments' author is shown: neither
 * hidden, the reply not deleted. The new-replies card, its count and the digest read this one rule.
 */
const visibleReplies = (db: Db) =>
  db
    .selectFrom("comments as r")
    .innerJoin("comments as p", "p.id", "r.parent_id")
    .whereRef("r.user_id", "!=", "p.user_id")
    .where("r.hidden_at", "is", null)
    .where("r.deleted_at", "is", null)
    .where("p.hidden_at", "is", null);

/** Others' visible replies to the learner's comments made after the instant (null: ever), newest first. */
export async function repliesToUser(db: Db, userId: string, after: Date | null, limit: number): Promise<ReplyRow[]> {
  let query = visibleReplies(db)
    .innerJoin("users as u", "u.id", "r.user_id")
    .select([
      "r.id",
      "r.question_id",
      "p.id as parent_id",
      "r.text",
      "r.created_at",
      "u.first_name as author_first_name",
      "u.second_name as author_second_name",
      "u.display_name as author_display_name",
      sql<boolean>`u.deleted_at is not null`.as("author_deleted"),
    ])
    .where("p.user_id", "=", userId);
  if (after) query = query.where("r.created_at", ">", after);
  const rows = await query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(limit).execute();
  return rows.map((r) => ({ ...r, parent_id: r.parent_id }));
}

/**
 * Others' visible replies to the person's comments, after `after` and up to `upTo`: the card's
 * and the digest's count (a reply under a hidden comment waits for its restore, so the digest's
 * mark never passes it unmailed).
 */
export async function countRepliesToUser(db: Db, userId: string, after: Date | null, upTo: Date): Promise<number> {
  let query = visibleReplies(db)
    .select(sql<number>`count(*)::int`.as("count"))
    .where("p.user_id", "=", userId)
    .where("r.created_at", "<=", upTo);
  if (after) query = query.where("r.created_at", ">", after);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** Replies are read up to `at`; a mark already later stays (two tabs, an older card). */
export async function setRepliesSeen(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ replies_seen_at: sql<Date>`greatest(coalesce(replies_seen_at, ${at}::timestamptz), ${at}::timestamptz)` })
    .where("id", "=", userId)
    .execute();
}

/** The person's discussion settings. */
export function discussionProfile(db: Db, userId: string) {
  return db
    .selectFrom("users")
    .select(["first_name", "second_name", "display_name", "reply_digest"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function saveDiscussionProfile(
  db: Db,
  userId: string,
  fields: { display_name: string | null; reply_digest: boolean; updated_at: Date },
): Promise<void> {
  await db.updateTable("users").set(fields).where("id", "=", userId).execute();
}

/**
 * Learners due a digest: replies to them are on, they have a reply not yet mailed, and no
 * digest went to them in the last day. Taken one at a time by the caller.
 */
export async function digestRecipients(db: Db, now: Date, dayAgo: Date, limit: number) {
  return db
    .selectFrom("users as u")
    .select(["u.id", "u.email", "u.replies_mailed_at"])
    .where("u.reply_digest", "=", true)
    .where("u.deleted_at", "is", null)
    .where("u.level", ">", 1)
    .where((eb) => eb.or([eb("u.replies_mailed_at", "is", null), eb("u.replies_mailed_at", "<=", dayAgo)]))
    .where((eb) =>
      eb.exists(
        visibleReplies(db)
          .select("r.id")
          .where("p.user_id", "=", sql.ref<string>("u.id"))
          .where("r.created_at", "<=", now)
          .where(sql<boolean>`(u.replies_mailed_at is null or r.created_at > u.replies_mailed_at)`),
      ),
    )
    .orderBy("u.id")
    .limit(limit)
    .execute();
}

/** Takes the learner's row for their digest: false when another process sent it meanwhile. */
export async function claimDigest(db: Db, userId: string, mailedAt: Date | null, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ replies_mailed_at: now })
    .where("id", "=", userId)
    .where(sql<boolean>`replies_mailed_at is not distinct from ${mailedAt}::timestamptz`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every comment the person wrote, for "Download my data". */
export function commentsByUser(db: Db, userId: string) {
  return db
    .selectFrom("comments as c")
    .select(["c.id", "c.question_id", "c.parent_id", "c.text", "c.created_at", "c.edited_at", "c.deleted_at"])
    .where("c.user_id", "=", userId)
    .orderBy("c.created_at")
    .orderBy("c.id")
    .execute();
}

/** The person's votes, reports and the mutes put on them, for "Download my data". */
export async function discussionActivityOf(db: Db, userId: string) {
  const [votes, reports, mutes] = await Promise.all([
    db
      .selectFrom("comment_votes")
      .select(["comment_id", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("comment_reports")
      .select(["comment_id", "reason", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("discussion_mutes")
      .select(["until", "reason", "created_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);
  return { votes, reports, mutes };
}

/**
 * The erasure's part of the discussion (in its transaction): votes and reports go; a comment
 * others replied to keeps its text (shown under "Deleted account"); every other comment of the
 * person goes, with their replies.
 */
export async function eraseDiscussion(db: Db, userId: string): Promise<void> {
  await db.deleteFrom("comment_votes").where("user_id", "=", userId).execute();
  await db.deleteFrom("comment_reports").where("user_id", "=", userId).execute();
  await db.deleteFrom("discussion_mutes").where("user_id", "=", userId).execute();
  await db
    .deleteFrom("comments as c")
    .where("c.user_id", "=", userId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("comments as r")
            .select("r.id")
            .whereRef("r.parent_id", "=", "c.id")
            .where("r.user_id", "!=", userId),
        ),
      ),
    )
    .execute();
}
