import { z } from "zod";
import { deviceIdField } from "../shared/device-id.ts";

/** A comment's length, in characters (the database holds the same bounds). */
export const COMMENT_MAX = 2000;
export const REPORT_REASON_MAX = 500;
export const DISPLAY_NAME_MAX = 40;
/** At most this many comments per learner in the window (429 past it). */
export const COMMENT_RATE = { max: 10, windowMinutes: 10 } as const;
/** How many reports from different learners hide a comment until an admin looks. */
export const REPORTS_TO_HIDE = 3;

export const ANSWER_FIRST = "Answer the question first.";

const noNul = (s: string) => !s.includes("\0");

/**
 * Characters that draw nothing or reorder what follows (U+202E shows a name backwards); the
 * zero-width (non-)joiners stay, since Persian and Indic names and emoji are written with them.
 */
const HIDDEN_CHARACTER = /(?![\u200c\u200d])[\p{Cf}\p{Cc}]/u;
/** Names a learner's comment could pass for the team's, or for an erased account's, with. */
const RESERVED_NAME =
  /\b(admin|administrator|moderator|mod|support|staff|official|team|plab ?qbank)\b|^deleted account$/i;
export const RESERVED_NAME_TEXT = "That name is kept for the team. Please choose another.";

export const commentTextField = z
  .string({ error: "Write your comment." })
  .refine((s) => s.trim().length > 0, "Write your comment.")
  .refine((s) => s.length <= COMMENT_MAX, `A comment can be at most ${COMMENT_MAX.toLocaleString("en-GB")} characters.`)
  .refine(noNul, "The comment contains a character that is not allowed.");

const id = (what: string) => z.uuid({ error: `Unknown ${what}.` });

export const commentSorts = ["new", "helpful"] as const;
export type CommentSort = (typeof commentSorts)[number];

export const listCommentsInput = z.object({
  id: id("question"),
  sort: z.enum(commentSorts, { error: "Sort by new or helpful." }).default("new"),
});

export const discussionOpenInput = z.object({ id: id("question") });
export const discussionOpenSchema = z.object({ open: z.boolean() });

/** A question its discussion is open on: what the thread is about, with its explanation. */
export const discussedQuestionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question_text: z.string(),
  explanation_text: z.string(),
});

export const postCommentInput = z.object({
  id: id("question"),
  text: commentTextField,
  parent: z
    .union([id("comment"), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  /** The form's own id for this comment: sent again, it posts one comment. */
  ...deviceIdField,
});

export const commentIdInput = z.object({ id: id("comment") });
export const editCommentInput = z.object({ id: id("comment"), text: commentTextField });

// URL-encoded forms send "true"/"false": read those too, so one schema serves both.
const booleanField = (error: string) =>
  z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean({ error }));

export const voteInput = z.object({ id: id("comment"), helpful: booleanField("Say whether it is helpful.") });

export const reasonField = z
  .string({ error: "Say why you report this comment." })
  .trim()
  .min(1, "Say why you report this comment.")
  .max(REPORT_REASON_MAX, `A reason can be at most ${REPORT_REASON_MAX} characters.`)
  .refine(noNul, "The reason contains a character that is not allowed.");

export const reportInput = z.object({ id: id("comment"), reason: reasonField });

export interface CommentAuthor {
  name: string;
}

export const replySchema = z.object({
  _id: z.string(),
  text: z.string(),
  author: z.string(),
  created_at: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  votes: z.number(),
  voted: z.boolean(),
  mine: z.boolean(),
  /** The viewer reported it already: a second report is not taken. */
  reported: z.boolean(),
});

export const commentSchema = replySchema.extend({ replies: z.array(replySchema) });
export type Comment = z.infer<typeof commentSchema>;
export type Reply = z.infer<typeof replySchema>;

export const discussionSchema = z.object({
  comments: z.array(commentSchema),
  /** Every comment and reply shown, for "Discussion (N)". */
  count: z.number(),
  can_post: z.boolean(),
  /** Why the learner cannot post (a mute), in words for them. */
  muted: z.string().nullable(),
});
export type Discussion = z.infer<typeof discussionSchema>;

export const voteSchema = z.object({ _id: z.string(), votes: z.number(), voted: z.boolean() });
export const reportedSchema = z.object({ _id: z.string(), reported: z.literal(true) });
export const deletedSchema = z.object({ _id: z.string(), deleted: z.literal(true) });

/** The account page's discussion settings. */
export const discussionProfileSchema = z.object({
  display_name: z.string(),
  default_name: z.string(),
  digest: z.boolean(),
});

export const saveDiscussionProfileInput = z.object({
  display_name: z
    .string({ error: "Choose a display name." })
    .trim()
    .max(DISPLAY_NAME_MAX, `A display name can be at most ${DISPLAY_NAME_MAX} characters.`)
    .refine(noNul, "The display name contains a character that is not allowed.")
    .refine((s) => !s.includes("@"), "A display name cannot be an email address.")
    .refine((s) => !HIDDEN_CHARACTER.test(s), "The display name contains a character that is not allowed.")
    .refine((s) => !RESERVED_NAME.test(s.replace(/\s+/g, " ")), RESERVED_NAME_TEXT),
  digest: booleanField("Say whether to mail replies."),
});

export const newRepliesSchema = z.object({
  count: z.number(),
  replies: z.array(
    z.object({
      _id: z.string(),
      question: z.string(),
      author: z.string(),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
});

/** "Mark as read" up to the newest reply the learner was shown (all of them when left out). */
export const markRepliesReadInput = z
  // No input marks all; a body must name the time (anything else is refused, not read as "all").
  .object({ until: z.string().datetime({ message: "Give the time of the newest reply shown." }) })
  .optional();

export const moderationStatuses = ["reported", "hidden", "all"] as const;

export const moderationListInput = z.object({
  status: z.enum(moderationStatuses, { error: "Show reported, hidden or all comments." }).default("all"),
  question: z
    .union([id("question"), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number<number | string>({ error: "The page must be a whole number." })
    .int("The page must be a whole number.")
    .min(1, "The page must be 1 or more.")
    .max(100_000, "The page is too large.")
    .default(1),
});

export const MODERATION_PAGE_SIZE = 50;

export const moderationItemSchema = z.object({
  _id: z.string(),
  question: z.object({ id: z.string(), text: z.string() }),
  parent: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  text: z.string(),
  created_at: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  hidden: z.boolean(),
  reports: z.number(),
  reasons: z.array(z.string()),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const muteDays = ["7", "30", "forever"] as const;

export const muteInput = z.object({
  id: id("user"),
  days: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z.enum(muteDays, { error: "Mute for 7 days, 30 days or for good (forever)." }),
  ),
  reason: reasonField.optional(),
});

export const muteSchema = z.object({ user: z.string(), until: z.string().nullable(), reason: z.string() });

export const keyDoubtsInput = z.object({ question: id("question") });
export const keyDoubtsSchema = z.object({ question: z.string(), doubts_key: z.number(), comments: z.number() });
