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

/**
 * An `"id":` key of a JSON text, after the `{` or `,` that opens it. Inside a string value its
 * quotes would be escaped (`\"id\":`), so only keys match.
 */
const ID_KEY = /([{,])"id":/g;
const legacyIds = (json: string) => (json.includes('"id":') ? json.replace(ID_KEY, '$1"_id":') : json);

export interface JsonOptions {
  /**
   * Legacy clients know records by `_id`: every `id` key, at any depth, is written as `_id`.
   * Renamed in the text as it is written, not in a copy of the answer made first.
   */
  legacyIds?: boolean;
}

/** `JSON.stringify(value)` as pieces whose concatenation is the same text. */
export function jsonPieces(value: unknown, options: JsonOptions = {}): string[] {
  const json = options.legacyIds ? (v: unknown) => legacyIds(JSON.stringify(v) ?? "null") : JSON.stringify;
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
    if (depth >= WALK_DEPTH || item === null || typeof item !== "object") return push(json(item) ?? "null");
    if (Array.isArray(item)) {
      if (item.length <= SLICE) return push(json(item));
      push("[");
      for (let start = 0; start < item.length; start += SLICE) {
        if (start > 0) push(",");
        // A piece of its own: joined to the small text around it, it would be copied once more.
        flush();
        pieces.push(json(item.slice(start, start + SLICE)).slice(1, -1));
      }
      return push("]");
    }
    if (!isPlain(item)) return push(json(item));
    push("{");
    let first = true;
    for (const key of Object.keys(item)) {
      const field = (item as Record<string, unknown>)[key];
      if (field === undefined || typeof field === "function" || typeof field === "symbol") continue;
      push(`${first ? "" : ","}${JSON.stringify(options.legacyIds && key === "id" ? "_id" : key)}:`);
      first = false;
      walk(field, depth + 1);
    }
    push("}");
  };
  walk(value, 0);
  if (current !== "" || pieces.length === 0) pieces.push(current);
  return pieces;
}
