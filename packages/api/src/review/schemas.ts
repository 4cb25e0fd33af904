import { z } from "zod";

/** 1 Again, 2 Hard, 3 Good, 4 Easy: the keys 1-4 on the review screen. */
export const REVIEW_GRADES = [
  { grade: 1, label: "Again" },
  { grade: 2, label: "Hard" },
  { grade: 3, label: "Good" },
  { grade: 4, label: "Easy" },
] as const;

export const gradeReviewInput = z.object({
  card: z.uuid({ error: "Unknown review card." }),
  grade: z.coerce
    .number<number | string>({ error: "The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)." })
    .int("The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).")
    .min(1, "The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).")
    .max(4, "The grade must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)."),
});

export const reviewStates = ["new", "learning", "review", "relearning"] as const;

const cardKind = z.enum(["key", "question"]);

export const reviewCardSchema = z.object({
  id: z.string(),
  /** A saved revision key, or a question the learner answered wrongly. */
  kind: cardKind,
  /** The kinds of the question's cards due today, this card's first: one grade counts for each. */
  kinds: z.array(cardKind),
  due: z.string(),
  state: z.enum(reviewStates),
  reps: z.number().int(),
  question: z.object({
    id: z.string(),
    question_text: z.string(),
    image_name: z.string().nullable(),
    /** The question's image, served like the player's. */
    image_url: z.string().nullable(),
  }),
  category: z.object({ id: z.string(), name: z.string() }),
  /** Question cards: the five options in the card's own order, numbered 1-5 by position. */
  options: z.array(z.object({ number: z.number().int(), text: z.string() })).nullable(),
  /** Question cards: the position of the correct option. */
  correct_number: z.number().int().nullable(),
  /** What reveal shows: the key's saved text, or the question's explanation. */
  answer: z.string(),
  /** When the question's key was corrected, if after the learner met it (the card was made). */
  corrected_at: z.string().nullable(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** Today's questions, each once: the card shown stands for every card of its question due today. */
export const dueReviewSchema = z.object({ cards: z.array(reviewCardSchema), count: z.number().int() });
export type DueReview = z.infer<typeof dueReviewSchema>;

export const gradedReviewSchema = z.object({
  card: z.string(),
  grade: z.number().int(),
  /** When the card is due next. */
  due: z.string(),
  state: z.enum(reviewStates),
});
export type GradedReview = z.infer<typeof gradedReviewSchema>;

export const reviewSummarySchema = z.object({
  /** Questions to review today (local day), new ones within the daily allowance. */
  due: z.number().int(),
  /** Questions graded today. */
  reviewed_today: z.number().int(),
  /** Consecutive local days with at least one grade, up to today (or yesterday while today has none yet). */
  streak: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
