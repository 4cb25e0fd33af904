import { z } from "zod";

export const saveRevisionKeyInput = z.object({
  question: z.uuid({ error: "Unknown question." }),
  /** Legacy clients send the category id and the explanation; the server uses the question's own. */
  category: z.string().max(200).optional(),
  answer: z.string().max(100_000).optional(),
});

export const savedKeySchema = z.object({ id: z.string(), question: z.string(), saved: z.literal(true) });
