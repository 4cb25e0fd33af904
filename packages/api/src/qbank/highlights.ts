/** A highlighted stretch of a stem, as character offsets. */
export interface StemRange {
  start: number;
  end: number;
}

/** Highlights in order, overlapping or touching ones merged into one: the server and the player agree. */
export function mergeHighlights(highlights: StemRange[]): StemRange[] {
  const out: StemRange[] = [];
  for (const h of [...highlights].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && h.start <= last.end) last.end = Math.max(last.end, h.end);
    else out.push({ start: h.start, end: h.end });
  }
  return out;
}
