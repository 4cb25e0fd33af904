import { sql } from "kysely";
import type { Db } from "../create-db.ts";

export async function insertTicket(
  db: Db,
  row: {
    id: string;
    user_id: string;
    question_id: string | null;
    category: number;
    text: string;
    image_id: string | null;
    created_at: Date;
  },
): Promise<{ id: string; created_at: Date }> {
  return db
    .insertInto("tickets")
    .values({ ...row, last_activity_at: row.created_at })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
}

export type TicketSort = "newest" | "oldest" | "activity_newest" | "activity_oldest";

export interface TicketListRow {
  id: string;
  user_id: string;
  first_name: string;
  second_name: string;
  category: number;
  text: string;
  status: number;
  created_at: Date;
  last_activity_at: Date;
  question_id: string | null;
  question_text: string | null;
  answers: number;
}

function ticketList(db: Db) {
  return db
    .selectFrom("tickets as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .leftJoin("questions as q", "q.id", "t.question_id")
    .select([
      "t.id",
      "t.user_id",
      "u.first_name",
      "u.second_name",
      "t.category",
      "t.text",
      "t.status",
      "t.created_at",
      "t.last_activity_at",
      "t.question_id",
      "q.question_text",
    ])
    .select(sql<number>`(select count(*) from ticket_answers a where a.ticket_id = t.id)::int`.as("answers"));
}

export interface TicketPage {
  limit: number;
  offset: number;
}

/** A page of a learner's own tickets, newest first. */
export function listUserTickets(db: Db, userId: string, page: TicketPage): Promise<TicketListRow[]> {
  return ticketList(db)
    .where("t.user_id", "=", userId)
    .orderBy("t.created_at", "desc")
    .orderBy("t.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** A page of every ticket for support, in the chosen order, open ones only when asked. */
export function listAllTickets(
  db: Db,
  options: { sort: TicketSort; openOnly: boolean } & TicketPage,
): Promise<TicketListRow[]> {
  const [column, direction] = {
    newest: ["t.created_at", "desc"],
    oldest: ["t.created_at", "asc"],
    activity_newest: ["t.last_activity_at", "desc"],
    activity_oldest: ["t.last_activity_at", "asc"],
  }[options.sort] as ["t.created_at" | "t.last_activity_at", "asc" | "desc"];
  let query = ticketList(db);
  if (options.openOnly) query = query.where("t.status", "!=", 2);
  return query
    .orderBy(column, direction)
    .orderBy("t.id", direction)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export function findTicket(db: Db, id: string) {
  return ticketList(db).select("t.image_id").where("t.id", "=", id).executeTakeFirst();
}

export function listTicketAnswers(db: Db, ticketId: string) {
  return db
    .selectFrom("ticket_answers as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .select(["a.id", "a.text", "a.created_at", "a.user_id", "u.first_name", "u.second_name", "u.level"])
    .where("a.ticket_id", "=", ticketId)
    .orderBy("a.created_at")
    .orderBy("a.id")
    .execute();
}

/**
 * Adds an answer and moves the ticket in one transaction of the caller's: an answer from
 * support sets Waiting, one from the learner sets Open; either is the latest activity.
 */
export async function answerTicket(
  db: Db,
  row: { id: string; ticket_id: string; user_id: string; text: string; created_at: Date; status: number },
): Promise<void> {
  const { status, ...answer } = row;
  await db.insertInto("ticket_answers").values(answer).execute();
  await db
    .updateTable("tickets")
    .set({ status, last_activity_at: row.created_at })
    .where("id", "=", row.ticket_id)
    .execute();
}

export async function closeTicket(db: Db, id: string): Promise<void> {
  await db.updateTable("tickets").set({ status: 2 }).where("id", "=", id).execute();
}

export async function findTicketImage(
  db: Db,
  ticketId: string,
): Promise<{ user_id: string; mime: string; bytes: Buffer; sha256: string } | undefined> {
  const row = await db
    .selectFrom("tickets as t")
    .innerJoin("images as i", "i.id", "t.image_id")
    .select(["t.user_id", "i.mime", "i.bytes", "i.sha256"])
    .where("t.id", "=", ticketId)
    .executeTakeFirst();
  return row && { ...row, bytes: Buffer.from(row.bytes) };
}
