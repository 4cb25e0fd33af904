import { accountRefusal, Level } from "../shared/levels.ts";
import { providerNames } from "./providers.ts";

/**
 * What the server may tell /login when it sends a learner there (`/login?message=`): a social
 * sign-in that did not work, or a confirmation link that did not. The login page shows only
 * these texts, so a link someone else made cannot put words of theirs on the real sign-in page.
 */
export const signInNotices = {
  unavailable: (provider: string) => `${provider} sign-in is not available on this server.`,
  incomplete: (provider: string) => `${provider} sign-in did not complete. Please try again.`,
  failed: (provider: string) => `${provider} sign-in failed. Please try again.`,
  noVerifiedEmail: (provider: string) => `Your ${provider} account did not share a verified email address.`,
};
export const CONFIRM_LINK_USED = "This confirmation link has expired or was already used.";
export const SIGN_IN_RETRY = "Please try again.";
/** Shown for a `message` that is none of the server's. */
export const SIGN_IN_UNKNOWN = "Sign-in did not complete. Please try again.";

const known = new Set([
  ...Object.values(providerNames).flatMap((name) => Object.values(signInNotices).map((say) => say(name))),
  CONFIRM_LINK_USED,
  SIGN_IN_RETRY,
  accountRefusal(Level.Blocked),
  accountRefusal(Level.Hold),
]);

/** The text /login shows for its `message`: the server's own, else a plain retry. */
export const loginNotice = (message: string): string => (known.has(message) ? message : SIGN_IN_UNKNOWN);
