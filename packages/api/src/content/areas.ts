import { listAreaCoverage } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { categoryScope } from "../qbank/scope.ts";

type Ctx = Pick<AuthedContext, "db" | "user">;

/** The MLA areas over the questions the learner may practise: how many, answered, right (latest try since the reset). */
export const learnerAreas = (ctx: Ctx) =>
  listAreaCoverage(ctx.db, categoryScope(ctx.user), { userId: ctx.user.id, since: ctx.user.qbank_reset_at });
