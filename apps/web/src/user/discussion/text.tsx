import type { ReactNode } from "react";

// A web address in a comment: shown as a link; everything else stays text (React escapes it).
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = ".,;:!?)]";

/** The address without the punctuation of the sentence around it, trimmed from the end in one pass. */
function withoutTrailing(raw: string): string {
  let end = raw.length;
  while (end > 0 && TRAILING.includes(raw[end - 1]!)) end -= 1;
  return raw.slice(0, end);
}

/** A comment's words as text nodes, line breaks kept by the stylesheet, web addresses as links. Never markup. */
export function CommentText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = withoutTrailing(raw);
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer nofollow ugc">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="comment-text">{parts}</p>;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** "3 minutes ago", "yesterday", "just now". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
