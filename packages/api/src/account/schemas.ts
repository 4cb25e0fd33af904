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
