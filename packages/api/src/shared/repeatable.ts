/**
 * Mutations a client may send again when the server could not take them (a 503 while the
 * database is away, or no answer at all): repeating one has the same effect as sending it
 * once. Only the first answer to a question counts, a run ends once, a do-later flag is set or
 * cleared, a signed-out session stays out.
 */
export const REPEATABLE_MUTATIONS = [
  "qbank.submit",
  "qbank.end",
  "qbank.doLaterAdd",
  "qbank.doLaterRemove",
  "auth.logout",
] as const;
