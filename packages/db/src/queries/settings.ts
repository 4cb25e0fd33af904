import type { Db } from "../create-db.ts";

export async function passMark(db: Db): Promise<number> {
  const row = await db.selectFrom("app_settings").select("pass_mark").executeTakeFirstOrThrow();
  return row.pass_mark;
}

export async function setPassMark(db: Db, row: { passMark: number; by: string; at: Date }): Promise<number> {
  const updated = await db
    .updateTable("app_settings")
    .set({ pass_mark: row.passMark, updated_by: row.by, updated_at: row.at })
    .returning("pass_mark")
    .executeTakeFirstOrThrow();
  return updated.pass_mark;
}
