/**
 * V8 keeps a string over 128 KB in its large-object space, which only a full collection frees:
 * a 160 KB answer written as one string every few milliseconds keeps the old generation busy.
 * The answer is written as pieces of at most about 32 KB instead, which die young.
 */
const PIECE_LENGTH = 32 * 1024;
/** From this depth on values are small (a question of `{ message: { category: { questions } } }`): written whole. */
const WALK_DEPTH = 4;
/**
 * Elements of an array written by one `JSON.stringify` call: one call per element costs more
 * than the serialising itself (500 questions: 0.36 ms against 0.25 ms for the whole answer).
 */
const SLICE = 32;

const isPlain = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** `JSON.stringify(value)` as pieces whose concatenation is the same text. */
export function jsonPieces(value: unknown): string[] {
  const pieces: string[] = [];
  let current = "";
  const flush = () => {
    if (current === "") return;
    pieces.push(current);
    current = "";
  };
  const push = (text: string) => {
    current += text;
    if (current.length >= PIECE_LENGTH) flush();
  };
  const walk = (item: unknown, depth: number): void => {
    if (depth >= WALK_DEPTH || item === null || typeof item !== "object") return push(JSON.stringify(item) ?? "null");
    if (Array.isArray(item)) {
      if (item.length <= SLICE) return push(JSON.stringify(item));
      push("[");
      for (let start = 0; start < item.length; start += SLICE) {
        if (start > 0) push(",");
        // A piece of its own: joined to the small text around it, it would be copied once more.
        flush();
        pieces.push(JSON.stringify(item.slice(start, start + SLICE)).slice(1, -1));
      }
      return push("]");
    }
    if (!isPlain(item)) return push(JSON.stringify(item));
    push("{");
    let first = true;
    for (const key of Object.keys(item)) {
      const field = (item as Record<string, unknown>)[key];
      if (field === undefined || typeof field === "function" || typeof field === "symbol") continue;
      push(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      walk(field, depth + 1);
    }
    push("}");
  };
  walk(value, 0);
  if (current !== "" || pieces.length === 0) pieces.push(current);
  return pieces;
}
