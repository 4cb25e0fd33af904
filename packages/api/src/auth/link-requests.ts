import { lockLiveUserByEmail, takeLinkRequest, type LinkRequest, type UserRow } from "@qbank/db";
import type { ApiDeps } from "../context.ts";
import { queueMail } from "../mail/outbox.ts";
import { resetPasswordMessage } from "../mail/templates.ts";
import { Level } from "../shared/levels.ts";
import { issueToken, queueConfirmation, resetLink } from "./service.ts";

type Deps = Pick<ApiDeps, "db" | "clock" | "appUrl">;

/** A reset goes to any account but a blocked one; a confirmation only to one still unconfirmed. */
function takesLink(user: UserRow, purpose: LinkRequest["purpose"]): boolean {
  if (user.level === Level.Blocked) return false;
  return purpose === "reset" || !user.email_verified_at;
}

/**
 * The mail job's first step: each link asked for by address (requestPasswordReset,
 * resendConfirmation) is issued and its mail queued, or the request is dropped, one request per
 * transaction. The account's row is locked before anything is written for it, so an erasure
 * either comes after (and erases the link and the mail) or before (and the account is gone).
 * The link's hour (or day) counts from here, when it is issued. Answers the links queued.
 */
export async function resolveLinkRequests(deps: Deps, limit = 100): Promise<number> {
  let queued = 0;
  for (let i = 0; i < limit; i++) {
    const outcome = await deps.db.transaction().execute(async (trx) => {
      const request = await takeLinkRequest(trx);
      if (!request) return "none";
      const user = await lockLiveUserByEmail(trx, request.email);
      if (!user || !takesLink(user, request.purpose)) return "dropped";
      const now = deps.clock.now();
      if (request.purpose === "confirm") {
        await queueConfirmation(deps, trx, user, now);
      } else {
        const token = await issueToken(trx, user.id, "reset", now);
        await queueMail(trx, resetPasswordMessage(user.email, resetLink(deps.appUrl, user.email, token)), now);
      }
      return "queued";
    });
    if (outcome === "none") break;
    if (outcome === "queued") queued++;
  }
  return queued;
}
