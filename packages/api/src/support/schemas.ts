import { z } from "zod";
import { deviceIdField } from "../shared/device-id.ts";

export const ticketCategories = {
  0: "General",
  1: "Payment Support",
  2: "Question Support",
  3: "Question Error",
} as const;
export const ticketStatuses = { 0: "Open", 1: "Waiting", 2: "Closed" } as const;
export const GENERAL = 0;
export const QUESTION_ERROR = 3;

/** The text of a ticket, a report or an answer: one rule for the forms and the server. */
export const reportText = z
  .string({ error: "Please write your message." })
  .trim()
  .min(1, "Please write your message.")
  .max(5000, "Please keep your message under 5000 characters.");

export const reportQuestionInput = z.object({
  questionId: z.uuid({ error: "Unknown question." }),
  /** The category's name, sent by legacy clients; the server takes it from the question. */
  category: z.string().max(200).optional(),
  text: reportText,
  attachment: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "The attachment is not a file." }).optional(),
  ...deviceIdField,
});

export const OPEN = 0;
export const WAITING = 1;
export const CLOSED = 2;

const ticketText = reportText;

/**
 * A new ticket. The player's report sends the question and its category's name; the support
 * page sends a ticket category (0-3) and the question is optional.
 */
export const createTicketInput = z.object({
  questionId: z
    .uuid({ error: "Unknown question." })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  category: z
    .union([z.string().max(200), z.number()])
    .optional()
    .transform((v) => (v === undefined ? undefined : String(v))),
  text: ticketText,
  attachment: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "The attachment is not a file." }).optional(),
  /** The form's own id for this ticket: sent again (a retry, a double click), it opens one ticket. */
  ...deviceIdField,
});

export const answerTicketInput = z.object({ id: z.uuid({ error: "Unknown ticket." }), text: ticketText });
export const ticketIdInput = z.object({ id: z.uuid({ error: "Unknown ticket." }) });

export const ticketSorts = ["newest", "oldest", "activity_newest", "activity_oldest"] as const;

/** Ticket lists come in pages (1-based) of at most this many; without `page`, the first. */
export const TICKET_PAGE_SIZE = 50;
export const MAX_TICKET_PAGE_SIZE = 200;
const paging = {
  page: z.coerce
    .number({ error: "The page must be a whole number from 1." })
    .int({ error: "The page must be a whole number from 1." })
    .min(1, { error: "The page must be a whole number from 1." })
    .max(100_000, { error: "The page must be a whole number from 1." })
    .default(1),
  size: z.coerce
    .number({ error: `The size must be a whole number from 1 to ${MAX_TICKET_PAGE_SIZE}.` })
    .int({ error: `The size must be a whole number from 1 to ${MAX_TICKET_PAGE_SIZE}.` })
    .min(1, { error: `The size must be a whole number from 1 to ${MAX_TICKET_PAGE_SIZE}.` })
    .max(MAX_TICKET_PAGE_SIZE, { error: `The size must be a whole number from 1 to ${MAX_TICKET_PAGE_SIZE}.` })
    .default(TICKET_PAGE_SIZE),
};

export const ticketListInput = z
  .object({
    sort: z
      .enum(ticketSorts, { error: "Sort by newest, oldest, activity_newest or activity_oldest." })
      .default("newest"),
    filter: z.enum(["all", "open"], { error: "Filter all or open." }).default("all"),
    ...paging,
  })
  .default({ sort: "newest", filter: "all", page: 1, size: TICKET_PAGE_SIZE });

export const myTicketsInput = z.object(paging).default({ page: 1, size: TICKET_PAGE_SIZE });

const person = z.object({ first_name: z.string(), second_name: z.string() });

export const ticketSummarySchema = z.object({
  id: z.string(),
  user: person,
  question: z.object({ id: z.string(), question_text: z.string() }).nullable(),
  category: z.number(),
  text: z.string(),
  status: z.number(),
  timestamp: z.string(),
  last_activity: z.string(),
  answers_count: z.number(),
});

export const ticketSchema = ticketSummarySchema.extend({
  image_url: z.string().nullable(),
  answers: z.array(
    z.object({ id: z.string(), text: z.string(), timestamp: z.string(), user: person, from_support: z.boolean() }),
  ),
});
export type Ticket = z.infer<typeof ticketSchema>;
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
