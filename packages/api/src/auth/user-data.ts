import type { SessionUser } from "@qbank/db";
import type { UserData } from "./schemas.ts";

/** The signed-in user as every client sees it; never the password hash. */
export const toUserData = (user: SessionUser): UserData => ({
  id: user.id,
  email: user.email,
  first_name: user.first_name,
  second_name: user.second_name,
  level: user.level,
  subscription_stopped: user.subscription_stopped,
  has_password: user.has_password,
});
