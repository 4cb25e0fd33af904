import { sha256Hex } from "../auth/crypto.ts";
import type { AuthedContext } from "../context.ts";

/** What the payment services read from a learner's request, and small helpers they share. */

export type PaymentContext = Pick<AuthedContext, "db" | "user" | "session" | "clock" | "appUrl" | "payments">;

export const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The session a change made by the learner keeps when their level changes. */
export const keepThisSession = (ctx: PaymentContext) => sha256Hex(ctx.session.id);
