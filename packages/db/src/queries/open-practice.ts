import type { Db } from "../create-db.ts";

/** The names of categories by id, in the order of `ids` (ids not found are left out). */
export async function categoryNames(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("categories")
    .select(["id", "name"])
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
