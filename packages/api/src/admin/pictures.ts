import { findHostedImage, insertImage, newId } from "@qbank/db";
import type { Context } from "../context.ts";
import { notFound } from "../shared/errors.ts";
import { checkImage } from "../shared/images.ts";

/** Hosts a picture for use in questions; answers the address to copy. */
export async function host(ctx: Pick<Context, "db" | "appUrl" | "clock">, bytes: Buffer) {
  const checked = checkImage(bytes, "file");
  const id = newId();
  await insertImage(ctx.db, { id, purpose: "hosted", bytes, ...checked, created_at: ctx.clock.now() });
  return { id, url: `${ctx.appUrl}/api/media/hosted/${id}` };
}

/** A hosted picture, for anyone: it is put in question texts that learners read. */
export async function hosted(ctx: Pick<Context, "db">, id: string) {
  const image = await findHostedImage(ctx.db, id);
  if (!image) throw notFound("image");
  return { mime: image.mime, bytes: image.bytes, etag: `"${image.sha256}"` };
}
