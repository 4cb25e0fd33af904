import { z } from "zod";
import { deviceIdField } from "../shared/device-id.ts";
import { practiceModes, runModes } from "./constants.ts";

const uuid = (what: string) => z.uuid({ error: `Unknown ${what}.` });

/** Categories arrive as "id1,id2" (the player's query string) or as a list. */
export const categoryListInput = z
  .union([z.string().max(4000), z.array(z.string().max(40)).max(100)], {
    error: "Please choose at least one category.",
  })
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(uuid("category")).min(1, "Please choose at least one category.").max(100));

export const idInput = z.object({ id: uuid("id") });
/** A do-later flag, possibly queued on a device. */
export const flagInput = idInput.extend(deviceIdField);

/** MLA entries, as a list or "id1,id2". */
const areaListInput = z
  .union([z.string().max(4000), z.array(z.string().max(40)).max(100)], {
    error: "Please choose at least one MLA area.",
  })
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(uuid("MLA area")).min(1, "Please choose at least one MLA area.").max(100));

export const startInput = z
  .object({
    mode: z.enum(practiceModes, { error: "Unknown mode." }),
    category: categoryListInput.optional(),
    /** In place of (or within) the categories: questions tagged with any of these MLA entries. */
    areas: areaListInput.optional(),
  })
  .refine((v) => v.category !== undefined || v.areas !== undefined, {
    path: ["category"],
    message: "Please choose at least one category.",
  });

export const moreInput = z.object({
  run: uuid("run").optional(),
  questions: z.array(uuid("question")).max(10_000).default([]),
  mode: z.enum(runModes, { error: "Unknown mode." }).optional(),
  category: z.unknown().optional(),
});

export const submitInput = z.object({
  run: uuid("run").optional(),
  question: uuid("question"),
  answer: z.coerce
    .number({ error: "Please choose an answer." })
    .int("Please choose an answer.")
    .min(1, "Please choose an answer.")
    .max(5, "Please choose an answer."),
  /** Sent by legacy clients; the server decides correctness itself. */
  correct: z.unknown().optional(),
  ...deviceIdField,
});

export const optionSchema = z.object({ number: z.number().int(), text: z.string() });

/**
 * How other learners first answered, in percent with two decimals: per option (as this run
 * numbers them) and right. Null while hidden (an open timed run, or a practice question not
 * yet answered); `peers` is [] and `peers_correct` null below 20 learners.
 */
const peerFields = {
  peers: z.array(z.object({ number: z.number().int(), share: z.number() })).nullable(),
  peers_correct: z.number().nullable(),
};

export const runQuestionSchema = z.object({
  id: z.string(),
  index: z.number().int(),
  question_text: z.string(),
  answer_array: z.array(optionSchema),
  category: z.object({ id: z.string(), name: z.string() }),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  url: z.string().nullable(),
  tries: z.array(z.object({ id: z.string(), correct: z.boolean() })),
  /** The number chosen in this run, if answered. */
  chosen: z.number().int().nullable(),
  /** Revealed in practice runs, and in timed runs once they end. */
  correct: z.boolean().nullable(),
  correct_number: z.number().int().nullable(),
  explanation_text: z.string().nullable(),
  saved: z.boolean(),
  /** Study aids: options struck out (as this run numbers them), highlighted stretches of the stem. */
  struck: z.array(z.number().int()),
  highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  ...peerFields,
});
export type RunQuestion = z.infer<typeof runQuestionSchema>;

export const runInfoSchema = z.object({
  id: z.string(),
  mode: z.enum(runModes),
  categories: z.array(z.string()),
  length: z.number().int(),
  started_at: z.string(),
  deadline: z.string().nullable(),
  server_now: z.string(),
  ended: z.boolean(),
});
export type RunInfo = z.infer<typeof runInfoSchema>;

export const runPageSchema = z.object({
  run: runInfoSchema,
  questions: z.array(runQuestionSchema),
  doLater: z.array(z.string()),
  length: z.number().int(),
});
export type RunPage = z.infer<typeof runPageSchema>;

export const resultsSchema = z.object({
  attempted: z.number().int(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  /** Questions the run served (its whole list) left unanswered. */
  skipped: z.number().int(),
  /** Right of the whole run, percent with two decimals. */
  percentage: z.number(),
  /** Right of answered, percent with two decimals. */
  answered_percentage: z.number(),
});
export type Results = z.infer<typeof resultsSchema>;

export const submitResultSchema = z.object({
  question: z.string(),
  chosen: z.number().int(),
  /** First answer of this run to the question; a repeat changes nothing. */
  first: z.boolean(),
  /**
   * The run had ended before the answer arrived (sent later from the device): a practice
   * answer is still recorded as the learner's try, outside the run's results.
   */
  late: z.boolean().default(false),
  correct: z.boolean().nullable(),
  correct_number: z.number().int().nullable(),
  explanation_text: z.string().nullable(),
  answered: z.number().int(),
  right: z.number().int(),
  wrong: z.number().int(),
  total: z.number().int(),
  ...peerFields,
});

const accuracySchema = z.object({
  answered: z.number().int(),
  correct: z.number().int(),
  percentage: z.number(),
});

/** A timed run's pacing, from the seconds the server measured per answer. */
export const pacingSchema = z.object({
  /** Answers with a measured time. */
  timed: z.number().int(),
  total_seconds: z.number().int(),
  average_seconds: z.number().nullable(),
  slowest: z.array(z.object({ question: z.string(), index: z.number().int(), seconds: z.number().int() })),
  /** This run's pace in seconds a question: its time (extra time included) over its own length. */
  pace_seconds: z.number().int(),
  /** Answers at or under that pace, and slower ones. */
  fast: accuracySchema,
  slow: accuracySchema,
});
export type Pacing = z.infer<typeof pacingSchema>;

/** The most highlights one stem keeps; more is not a study aid any more. */
export const HIGHLIGHTS_MAX = 50;

/** The study aids of one question of a run, replaced as a whole. */
export const markInput = z.object({
  run: uuid("run"),
  question: uuid("question"),
  struck: z
    .array(z.number().int().min(1).max(5), { error: "Unknown option." })
    .max(5)
    .refine((list) => new Set(list).size === list.length, "An option is struck out twice."),
  highlights: z
    .array(
      z
        .object({ start: z.number().int().min(0), end: z.number().int().min(1) })
        .refine((h) => h.start < h.end, "A highlight must cover some text."),
    )
    .max(HIGHLIGHTS_MAX, `At most ${HIGHLIGHTS_MAX} highlights a question.`),
  ...deviceIdField,
});
export type MarkInput = z.infer<typeof markInput>;

export const markSchema = z.object({
  question: z.string(),
  struck: z.array(z.number().int()),
  highlights: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
});

export const shownInput = z.object({ run: uuid("run"), question: uuid("question") });

export const paceHistorySchema = z.array(
  z.object({
    run: z.string(),
    mode: z.enum(["exam", "mastery"]),
    started_at: z.string(),
    answered: z.number().int(),
    average_seconds: z.number().nullable(),
  }),
);
export type PaceHistory = z.infer<typeof paceHistorySchema>;

export const endResultSchema = z.object({
  run: runInfoSchema,
  results: resultsSchema,
  /** Timed runs only. */
  pacing: pacingSchema.nullable(),
  questions: z.array(runQuestionSchema),
});

export const categoryCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  rank: z.number(),
  question_count: z.number().int(),
  right: z.number().int(),
  wrong: z.number().int(),
  /** Questions of the category the learner flagged to do later. */
  flagged: z.number().int(),
});

export const categoryDetailSchema = z.object({
  right: z.number().int(),
  wrong: z.number().int(),
  category: z.object({
    id: z.string(),
    name: z.string(),
    level: z.number(),
    rank: z.number(),
    questions: z.array(
      z.object({
        id: z.string(),
        question_text: z.string(),
        tries: z.array(z.object({ id: z.string(), correct: z.boolean() })),
      }),
    ),
  }),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const categoryPageInput = z.object({
  id: uuid("id"),
  sort: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "Unknown sort." }).optional(),
  /** Where the page starts: 0, or the `next` of the page before. */
  cursor: z.number().int().min(0).max(1_000_000).optional(),
});

export const categoryPageSchema = z.object({
  right: z.number().int(),
  wrong: z.number().int(),
  /** Live questions in the category. */
  total: z.number().int(),
  category: z.object({ id: z.string(), name: z.string(), level: z.number(), rank: z.number() }),
  questions: z.array(
    z.object({
      id: z.string(),
      number: z.number().int(),
      question_text: z.string(),
      tries: z.array(z.object({ id: z.string(), correct: z.boolean() })),
    }),
  ),
  next: z.number().int().nullable(),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const categoryStatsSchema = z.object({
  name: z.string(),
  data: z.object({ right: z.number().int(), wrong: z.number().int(), not_answered: z.number().int() }),
});

export const labValueGroupSchema = z.object({
  title: z.string(),
  children: z.array(z.object({ title: z.string(), value: z.string(), per: z.string() })),
});

export const doLaterSchema = z.object({ doLater: z.array(z.string()) });
export const openRunSchema = z.object({
  run: runInfoSchema.nullable(),
  attemptsLeft: z.number().int(),
  /** Whether a practice run is open: starting a mock ends it. */
  practiceOpen: z.boolean(),
  /** How many questions a mock has for this learner (180, or fewer when the bank they see is smaller). */
  mockQuestions: z.number().int(),
});

export const customPools = ["unseen", "wrong", "flagged", "all"] as const;

/** The session builder's choice: what to draw from and which questions (shared with its form). */
export const customChoiceInput = z
  .object({
    categories: z.array(uuid("category"), { error: "Unknown category." }).max(100).optional(),
    /** MLA entries: questions tagged with any of them, beside the categories' questions. */
    areas: z.array(uuid("MLA area"), { error: "Unknown MLA area." }).max(100).optional(),
    pools: z
      .array(z.enum(customPools, { error: "Unknown choice of questions." }), {
        error: "Please choose which questions: unseen, wrong, flagged or all.",
      })
      .min(1, "Please choose which questions: unseen, wrong, flagged or all.")
      .max(4),
  })
  .refine((v) => (v.categories?.length ?? 0) + (v.areas?.length ?? 0) > 0, {
    path: ["categories"],
    message: "Please choose at least one category or MLA area.",
  });
export type CustomChoice = z.infer<typeof customChoiceInput>;

const COUNT_RULE = "Choose between 10 and 180 questions.";

export const customStartInput = z
  .object({
    count: z.coerce.number({ error: COUNT_RULE }).int(COUNT_RULE).min(10, COUNT_RULE).max(180, COUNT_RULE),
    categories: z.array(uuid("category"), { error: "Unknown category." }).max(100).optional(),
    areas: z.array(uuid("MLA area"), { error: "Unknown MLA area." }).max(100).optional(),
    pools: z
      .array(z.enum(customPools, { error: "Unknown choice of questions." }), {
        error: "Please choose which questions: unseen, wrong, flagged or all.",
      })
      .min(1, "Please choose which questions: unseen, wrong, flagged or all.")
      .max(4),
    /** Timed: 72 seconds a question with the key kept until the end; tutor (false): the key after each answer. */
    timed: z.boolean({ error: "Choose tutor or timed." }).default(false),
  })
  .refine((v) => (v.categories?.length ?? 0) + (v.areas?.length ?? 0) > 0, {
    path: ["categories"],
    message: "Please choose at least one category or MLA area.",
  });
export type CustomStart = z.infer<typeof customStartInput>;

export const customMatchSchema = z.object({ matches: z.number().int() });
