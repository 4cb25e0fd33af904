import type { RunQuestion } from "@qbank/api/client";
import { Fragment, useEffect, useRef, type RefObject } from "react";

export type Highlight = RunQuestion["highlights"][number];

/** The stem's text cut at its highlights: plain stretches and marked ones, in order. */
function segments(text: string, highlights: Highlight[]) {
  const out: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const h of [...highlights].sort((a, b) => a.start - b.start)) {
    if (h.start > at) out.push({ text: text.slice(at, h.start), marked: false });
    const start = Math.max(at, h.start);
    if (h.end > start) out.push({ text: text.slice(start, h.end), marked: true });
    at = Math.max(at, h.end);
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}

/** Where a selection lies in an element's text, as character offsets; null when it is not inside. */
function offsetsIn(el: HTMLElement, selection: Selection | null): Highlight | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!el.contains(range.startContainer) || !el.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(el);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  return end > start ? { start, end } : null;
}

/**
 * The question's stem with its highlights. The latest selection made inside it is kept in
 * `selectionRef`, so Highlight (a button a tap may take the selection from, or H) still finds it.
 */
export function Stem({
  id,
  text,
  highlights,
  selectionRef,
}: {
  id: string;
  text: string;
  highlights: Highlight[];
  selectionRef: RefObject<Highlight | null>;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    selectionRef.current = null;
    const onChange = () => {
      const found = ref.current && offsetsIn(ref.current, document.getSelection());
      if (found) selectionRef.current = found;
    };
    document.addEventListener("selectionchange", onChange);
    return () => document.removeEventListener("selectionchange", onChange);
  }, [id, selectionRef]);
  return (
    <p id={id} className="question-text" ref={ref}>
      {segments(text, highlights).map((s, i) =>
        s.marked ? (
          // Screen readers name <mark> as highlighted text; its offsets count only the stem's own text.
          <mark key={i} className="stem-highlight">
            {s.text}
          </mark>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        ),
      )}
    </p>
  );
}
