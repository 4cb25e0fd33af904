import { passMark, setPassMark } from "@qbank/db";
import type { AuthedContext } from "../context.ts";

type Ctx = Pick<AuthedContext, "db" | "clock" | "user">;

export const getSettings = async (ctx: Pick<Ctx, "db">) => ({ pass_mark: await passMark(ctx.db) });

export async function setSettings(ctx: Ctx, input: { pass_mark: number }) {
  const pass_mark = await setPassMark(ctx.db, { passMark: input.pass_mark, by: ctx.user.id, at: ctx.clock.now() });
  return { pass_mark };
}
