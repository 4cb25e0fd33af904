import { z } from "zod";

export const profileInput = z.object({
  first_name: z
    .string({ error: "Please enter your given name!" })
    .trim()
    .min(1, "Please enter your given name!")
    .max(100),
  second_name: z
    .string({ error: "Please enter your last name!" })
    .trim()
    .min(1, "Please enter your last name!")
    .max(100),
});

export const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  level: z.number(),
  level_label: z.string(),
  has_password: z.boolean(),
  subscription_stopped: z.boolean(),
  member_since: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

/** Extra time a learner may choose alone; an admin may grant another percentage up to the maximum. */
export const STANDARD_EXTRA_TIME = 25;
export const EXTRA_TIME_MAX = 100;

export const readingProfileSchema = z.object({
  large_text: z.boolean(),
  wide_spacing: z.boolean(),
  dyslexia_font: z.boolean(),
  reduced_motion: z.boolean(),
});
export type ReadingProfile = z.infer<typeof readingProfileSchema>;

export const adjustmentSchema = z.object({
  /** In force on the next timed run, in percent of the exam's time (0 = off). */
  extra_time_percent: z.number().int(),
  /** A percentage an admin granted beyond the standard one; null when none. */
  granted_percent: z.number().int().nullable(),
  /** What the learner may choose: off, the standard 25%, and any grant. */
  extra_time_choices: z.array(z.number().int()),
  reading: readingProfileSchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentInput = z.object({
  extra_time_percent: z
    .number({ error: "Please choose the extra time." })
    .int("Please choose the extra time.")
    .min(0, "Please choose the extra time.")
    .max(EXTRA_TIME_MAX, "Please choose the extra time."),
  reading: readingProfileSchema,
});

/** Deleting one's own account asks for the password again. */
export const deleteAccountInput = z.object({
  password: z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(1000),
});

export const deletionLinkInput = z.object({ token: z.string().min(1).max(200) });

export const accountIdInput = z.object({ id: z.uuid({ error: "Unknown user." }) });

/** The person's data as one zip file (data.json, answers.csv, ticket screenshots), base64-encoded. */
export const dataFileSchema = z.object({ file_name: z.string(), content_base64: z.string() });
export type DataFile = z.infer<typeof dataFileSchema>;
