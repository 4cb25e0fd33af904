/**
 * Large question files for the import bench (the hostile-files check's layouts), written to
 * disk a question at a time so the bench never holds one whole.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { ImportFormat } from "@qbank/api/client";
import { LARGE_FILE_LAYOUTS } from "../../apps/server/src/reliability/large-files.ts";

/** Writes a file of about `bytes` in `format` into `folder`; answers its path, name, size and question count. */
export async function writeLargeFile(folder: string, format: ImportFormat, bytes: number) {
  const layout = LARGE_FILE_LAYOUTS[format];
  const name = `large.${layout.extension}`;
  const path = `${folder}/${name}`;
  const out = createWriteStream(path);
  let size = 0;
  let questions = 0;
  const write = async (text: string) => {
    size += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, "drain");
  };
  await write(layout.head);
  while (size < bytes) await write(layout.question(++questions));
  await write(layout.foot);
  out.end();
  await once(out, "finish");
  return { path, name, bytes: (await stat(path)).size, questions };
}
