import { byteaValue } from "../bytea.ts";
import type { Db } from "../create-db.ts";
import type { ImagesTable } from "../schema.ts";

export async function insertImage(
  db: Db,
  row: {
    id: string;
    mime: string;
    bytes: Buffer;
    size: number;
    sha256: string;
    purpose: ImagesTable["purpose"];
    created_at: Date;
  },
): Promise<void> {
  await db
    .insertInto("images")
    .values({ ...row, bytes: byteaValue(row.bytes) })
    .execute();
}

export async function findQuestionImage(
  db: Db,
  questionId: string,
): Promise<{ mime: string; bytes: Buffer; sha256: string; category_level: number } | undefined> {
  const row = await db
    .selectFrom("questions as q")
    .innerJoin("images as i", "i.id", "q.image_id")
    .innerJoin("categories as c", "c.id", "q.category_id")
    .select(["i.mime", "i.bytes", "i.sha256", "c.level as category_level"])
    .where("q.id", "=", questionId)
    .executeTakeFirst();
  // pg gives bytea as a Buffer, PGlite as a plain Uint8Array.
  return row && { ...row, bytes: Buffer.from(row.bytes) };
}
