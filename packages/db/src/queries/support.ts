import type { Db } from "../create-db.ts";

export async function insertTicket(
  db: Db,
  row: {
    id: string;
    user_id: string;
    question_id: string | null;
    category: number;
    text: string;
    image_id: string | null;
    created_at: Date;
  },
): Promise<{ id: string; created_at: Date }> {
  return db
    .insertInto("tickets")
    .values({ ...row, last_activity_at: row.created_at })
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
}
