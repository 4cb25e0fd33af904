import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password-rules.ts";

/**
 * The spec's email pattern (text without @, @, a word, dot-separated parts, a final word
 * character), widened to allow hyphens in domain names such as nhs-trust.nhs.uk.
 */
export const EMAIL_PATTERN = /^[^@\s]+@\w[\w-]*(\.[\w-]+)*\.[\w-]*\w$/;

export const emailSchema = z
  .string({ error: "Invalid email." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email.")
  .max(254, "Invalid email.")
  .regex(EMAIL_PATTERN, "Invalid email.");

/** The spec's error, with the rule it broke. */
export const PASSWORD_TOO_SHORT = `The password is too short! Use at least ${PASSWORD_MIN} characters.`;
/** What the password fields say beside them: both rules a new password meets. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters and hard to guess: three or four unrelated words work well.`;

const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, `The password must be at most ${PASSWORD_MAX} characters.`);

const name = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(100, "Please use at most 100 characters.");

const confirmPassword = z
  .string({ error: "The passwords do not match!" })
  .max(PASSWORD_MAX, "The passwords do not match!");

/** The confirmation must repeat the new password; checked once both are strings. */
const passwordsMatch = {
  path: ["confirm_password"],
  message: "The passwords do not match!",
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown };
    return typeof v.password === "string" && typeof v.confirm_password === "string";
  },
};
const matches = (v: { password: string; confirm_password: string }) => v.password === v.confirm_password;

export const signupInput = z
  .object({
    email: emailSchema,
    first_name: name("Please enter your given name!"),
    second_name: name("Please enter your last name!"),
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .refine(matches, passwordsMatch);
export type SignupInput = z.infer<typeof signupInput>;

export const loginInput = z.object({
  email: z
    .string({ error: "Please enter your email." })
    .trim()
    .toLowerCase()
    .min(1, "Please enter your email.")
    .max(254, "Invalid email or password."),
  password: z
    .string({ error: "Please enter your password." })
    .min(1, "Please enter your password.")
    .max(PASSWORD_MAX, "Invalid email or password."),
});
export type LoginInput = z.infer<typeof loginInput>;

export const resetInput = z.object({ email: emailSchema });

export { EMAIL_NOT_CONFIRMED } from "./messages.ts";

/** The reset link's form. The legacy call sends the password as its own confirmation. */
export const changeWithTokenInput = z
  .object({
    email: emailSchema,
    password_reset: z
      .string({ error: "This link is not valid." })
      .min(1, "This link is not valid.")
      .max(200, "This link is not valid."),
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .refine(matches, passwordsMatch);

/** The reset link's parts, asked about before its form shows. */
export const resetLinkInput = z.object({
  email: z.string().trim().toLowerCase().max(254),
  id: z.string().max(200),
});

export const changePasswordInput = z
  .object({
    current_password: z
      .string({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(PASSWORD_MAX),
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .refine(matches, passwordsMatch)
  .refine((v) => v.password !== v.current_password, {
    path: ["password"],
    message: "Please choose a new password, not your current one.",
  });

export const guardInput = z.object({ to: z.string({ error: "Missing path." }).max(2048, "Path too long.") });

export const userDataSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  second_name: z.string(),
  level: z.number(),
  subscription_stopped: z.boolean(),
  has_password: z.boolean(),
});
export const userDataOrVisitor = z.union([userDataSchema, z.object({ level: z.literal(0) })]);
export type UserData = z.infer<typeof userDataSchema>;
