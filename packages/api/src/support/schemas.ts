import { z } from "zod";

export const ticketCategories = {
  0: "General",
  1: "Payment Support",
  2: "Question Support",
  3: "Question Error",
} as const;
export const ticketStatuses = { 0: "Open", 1: "Waiting", 2: "Closed" } as const;
export const QUESTION_ERROR = 3;

export const reportText = z
  .string({ error: "Please describe what is wrong with the question." })
  .trim()
  .min(1, "Please describe what is wrong with the question.")
  .max(5000, "Please keep the report under 5000 characters.");

export const reportQuestionInput = z.object({
  questionId: z.uuid({ error: "Unknown question." }),
  /** The category's name, sent by legacy clients; the server takes it from the question. */
  category: z.string().max(200).optional(),
  text: reportText,
  attachment: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "The attachment is not a file." }).optional(),
});
