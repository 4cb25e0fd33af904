import { sql, type RawBuilder } from "kysely";

/**
 * Bytes into and out of bytea as text. The embedded driver turns a byte-array parameter into
 * an array of one string per byte (some 35 bytes of heap for each byte: a 5 MB picture would
 * need 175 MB), and reads bytea back through a string twice its size. Hex in and base64 out
 * pass one string per value on both drivers.
 */
export function byteaValue(bytes: Uint8Array): RawBuilder<Buffer> {
  const hex = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
  return sql<Buffer>`decode(${hex}, 'hex')`;
}

/** A bytea column (or a bytea expression) read as base64 text; turn it back with `Buffer.from(text, "base64")`. */
export function byteaAsBase64(value: string | RawBuilder<Buffer>): RawBuilder<string> {
  return sql<string>`encode(${typeof value === "string" ? sql.ref(value) : value}, 'base64')`;
}
