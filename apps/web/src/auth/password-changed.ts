import { stateText, type RouteNotice } from "../app/route-notice.ts";

/** What /change leaves for /login: that the password changed, and the address it is for. */
export interface PasswordChanged extends RouteNotice {
  email: string;
}

export const passwordChanged = (email: string): PasswordChanged => ({
  notice: "Your password has been changed. Please log in with your new password.",
  email,
});

/** The address a password was just changed for, if the move to /login carries one. */
export const changedEmail = (state: unknown): string | undefined => stateText(state, "email");
