/** A run of a text compared with another: the same in both, only in the first, or only in the second. */
export interface Piece {
  text: string;
  kind: "same" | "removed" | "added";
}

/** Words and the spaces between them, so the pieces join back into the texts. */
const tokens = (text: string) => text.match(/\s+|\S+/g) ?? [];

/** Past this many cells the comparison is not worth its time: the whole field is said changed. */
const MAX_CELLS = 4_000_000;

function push(pieces: Piece[], text: string, kind: Piece["kind"]) {
  const last = pieces.at(-1);
  if (last?.kind === kind) last.text += text;
  else pieces.push({ text, kind });
}

/**
 * The words that changed between two texts (a longest common subsequence of their words), as
 * runs: a reviewer sees the sentence added to a long explanation, not the whole field struck.
 */
export function wordDiff(before: string, after: string): Piece[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const pieces: Piece[] = [];
  if (start > 0) push(pieces, a.slice(0, start).join(""), "same");
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if ((x.length + 1) * (y.length + 1) > MAX_CELLS) {
    if (x.length > 0) push(pieces, x.join(""), "removed");
    if (y.length > 0) push(pieces, y.join(""), "added");
  } else {
    middle(x, y, pieces);
  }
  if (endA < a.length) push(pieces, a.slice(endA).join(""), "same");
  return pieces;
}

/** The changed middle, by the table of common lengths of every pair of suffixes. */
function middle(x: string[], y: string[], pieces: Piece[]) {
  const width = y.length + 1;
  const common = new Uint32Array((x.length + 1) * width);
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      common[i * width + j] =
        x[i] === y[j]
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      push(pieces, x[i++]!, "same");
      j++;
    } else if (i < x.length && (j === y.length || common[(i + 1) * width + j]! >= common[i * width + j + 1]!)) {
      // What went comes before what came, as a reader expects.
      push(pieces, x[i++]!, "removed");
    } else {
      push(pieces, y[j++]!, "added");
    }
  }
}
