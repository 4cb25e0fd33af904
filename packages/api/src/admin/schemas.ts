import { z } from "zod";
import { Level } from "../shared/levels.ts";
import { EXTRA_TIME_MAX } from "../account/schemas.ts";

export const CATEGORY_NAME_MAX = 25;
export const ADMIN_QUESTION_LIST = 50;
export const ADMIN_USER_PAGE = 50;

/** Category levels: the demo bank, the three plans, hidden, the mastery pool. */
export const categoryLevels = [Level.Basic, Level.Silver, Level.Gold, Level.Diamond, Level.Admin, Level.MasteryPool];
/** Levels an admin may give a user: Admin down to Blocked; Owner is never given. */
export const assignableLevels = [
  Level.Admin,
  Level.Diamond,
  Level.Gold,
  Level.Silver,
  Level.Basic,
  Level.Hold,
  Level.Blocked,
];

const categoryName = z
  .string({ error: "Please enter a category name." })
  .trim()
  .min(1, "Please enter a category name.")
  .max(CATEGORY_NAME_MAX, `The name can be at most ${CATEGORY_NAME_MAX} characters.`);

export const categoryCreateInput = z.object({ name: categoryName });
export const categoryEditInput = z.object({
  id: z.uuid({ error: "Unknown category." }),
  name: categoryName,
  level: z.coerce
    .number<number | string>({ error: "Please choose a level." })
    .refine((l) => categoryLevels.includes(l as never), "Please choose one of the category levels."),
});

const required = (what: string) =>
  z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .max(20_000);

/** The question form: every field but the url and image is required; option 1 is the key. */
export const QUESTION_NAME_MAX = 255;
export const questionInput = z.object({
  category: z.uuid({ error: "Please choose a category." }),
  /** Optional: the name a Moodle export gives the question (else its stem's start). */
  name: z.string().trim().max(QUESTION_NAME_MAX, `The name can be at most ${QUESTION_NAME_MAX} characters.`).optional(),
  text: required("the question"),
  option_1: required("option 1 (the correct answer)"),
  option_2: required("option 2"),
  option_3: required("option 3"),
  option_4: required("option 4"),
  option_5: required("option 5"),
  solution: required("the explanation"),
  url: z
    .union([
      z.url({ protocol: /^https?$/, error: "Please enter a web address starting with http:// or https://." }),
      z.literal(""),
    ])
    .optional(),
  image: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "The image is not a file." }).optional(),
});
export const questionEditInput = questionInput.extend({
  id: z.uuid({ error: "Unknown question." }),
  /** Keep the current image (its name) when no new file comes; empty removes it. */
  image_name: z.string().max(300).optional(),
  /** The version the form was opened at: a save over a newer one is refused (409), not lost. */
  version: z.number({ error: "The version must be a whole number." }).int().min(0).optional(),
});

export const questionSorts = [
  "newest",
  "hardest",
  "least_discriminating",
  "most_reported",
  "unpicked_distractor",
] as const;

/** The list's `area` for questions that carry no MLA tag. */
export const UNTAGGED = "untagged";
const AREA_FILTER = "Choose an MLA area by its id, or untagged.";

export const questionSearchInput = z.object({
  q: z.coerce.string<string>().trim().max(200, "The search can be at most 200 characters.").default(""),
  sort: z
    .enum(questionSorts, {
      error: "Sort by newest, hardest, least_discriminating, most_reported or unpicked_distractor.",
    })
    .default("newest"),
  /** A map entry's id (questions carrying it), `untagged`, or empty for every question. */
  area: z
    .union([z.literal(""), z.literal(UNTAGGED), z.uuid({ error: AREA_FILTER })], { error: AREA_FILTER })
    .default(""),
  /** The page of 50, from 1. */
  page: z.coerce
    .number<number>({ error: "The page must be a whole number from 1." })
    .int("The page must be a whole number from 1.")
    .min(1, "The page must be a whole number from 1.")
    .max(10_000, "The page must be a whole number from 1.")
    .default(1),
});

/** How a question performs, from learners' answers in runs (null where there is too little to say). */
/** When the quality figures were last recomputed (ISO), and how often the sweep does it. */
export const qualityStatusSchema = z.object({
  refreshed_at: z.string().nullable(),
  every_minutes: z.number().int(),
});

export const questionQualitySchema = z.object({
  answered: z.number(),
  /** Share of answers that were right, 0-1. */
  facility: z.number().nullable(),
  /** Point-biserial correlation with the learner's score on the rest of the category, -1 to 1. */
  discrimination: z.number().nullable(),
  /** How often each option (1 is the key) was picked. */
  picks: z.array(z.number()),
  /** Seconds to answer are not recorded yet. */
  median_seconds: z.number().nullable(),
  open_reports: z.number(),
});

export const adminQuestionListSchema = z.array(
  z.object({
    id: z.string(),
    text: z.string(),
    category: z.object({ id: z.string(), name: z.string() }),
    created_at: z.string(),
    /** When the key changed, within the last KEY_CHANGE_MARK_DAYS days; null otherwise. */
    key_changed_at: z.string().nullable(),
    /** The names of its MLA tags, clinical areas first. */
    areas: z.array(z.string()),
    quality: questionQualitySchema,
  }),
);

export const userSearchInput = z.object({
  q: z.coerce.string<string>().trim().max(200, "The search can be at most 200 characters.").default(""),
  page: z.coerce.number<number | string>().int().min(1).max(100_000).default(1),
});

export const userLevelInput = z.object({
  id: z.uuid({ error: "Unknown user." }),
  level: z.coerce
    .number<number | string>({ error: "Please choose a role." })
    .refine((l) => [...assignableLevels, Level.Trial].includes(l as never), "Please choose one of the roles."),
});

export const idInput = z.object({ id: z.uuid({ error: "Unknown id." }) });
export const imageInput = z.object({
  file: z.custom<Buffer>((v) => Buffer.isBuffer(v), { error: "Please choose an image." }),
});

export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  rank: z.number(),
  question_count: z.number(),
});
export const adminQuestionSchema = z.object({
  id: z.string(),
  category: z.object({ id: z.string(), name: z.string() }),
  name: z.string().nullable(),
  text: z.string(),
  option_1: z.string(),
  option_2: z.string(),
  option_3: z.string(),
  option_4: z.string(),
  option_5: z.string(),
  solution: z.string(),
  url: z.string().nullable(),
  image_name: z.string().nullable(),
  image_url: z.string().nullable(),
  /** Null for a retired question. */
  quality: questionQualitySchema.nullable(),
  /** The number of its latest revision (0 before any): sent back with an edit. */
  version: z.number(),
});
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  level: z.number(),
  level_label: z.string(),
  created_at: z.string(),
  /** The live plan, whose level the user follows; null without one. */
  plan: z
    .object({
      id: z.string(),
      name: z.string(),
      status: z.string(),
      level: z.number(),
      stopping: z.boolean(),
    })
    .nullable(),
});

const EXTRA_TIME_RANGE = "Extra time is a whole percentage from 0 to 100.";
export const userExtraTimeInput = z.object({
  id: z.uuid({ error: "Unknown user." }),
  percent: z
    .number({ error: EXTRA_TIME_RANGE })
    .int(EXTRA_TIME_RANGE)
    .min(0, EXTRA_TIME_RANGE)
    .max(EXTRA_TIME_MAX, EXTRA_TIME_RANGE),
});
export const userExtraTimeSchema = z.object({
  id: z.string(),
  extra_time_percent: z.number().int(),
  granted_percent: z.number().int().nullable(),
});

export const PASS_MARK_MIN = 1;
export const PASS_MARK_MAX = 100;
const PASS_MARK_RANGE = `The pass mark is a whole percentage from ${PASS_MARK_MIN} to ${PASS_MARK_MAX}.`;
export const settingsSchema = z.object({ pass_mark: z.number().int() });
export const settingsInput = z.object({
  pass_mark: z
    .number({ error: PASS_MARK_RANGE })
    .int(PASS_MARK_RANGE)
    .min(PASS_MARK_MIN, PASS_MARK_RANGE)
    .max(PASS_MARK_MAX, PASS_MARK_RANGE),
});
