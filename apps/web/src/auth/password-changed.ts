import type { RouteNotice } from "../app/route-notice.ts";

/** What /login says after a password was changed through a reset link. */
export const PASSWORD_CHANGED: RouteNotice = {
  notice: "Your password has been changed. Please log in with your new password.",
};
