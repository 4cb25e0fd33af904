import { ADMIN_MIN_LEVEL, LEARNER_MIN_LEVEL } from "../shared/levels.ts";

/** The signed-in areas of the app and the level each needs (client-safe: no server code). */
const areas = [
  { prefix: "/admin", min: ADMIN_MIN_LEVEL },
  { prefix: "/user", min: LEARNER_MIN_LEVEL },
] as const;

/** After one decoding these cannot belong to a path we can read one way. */
// eslint-disable-next-line no-control-regex
const UNREADABLE = /[%?#\u0000-\u001f\u007f]/;

/**
 * The one spelling of a path the guard judges, or null when it cannot be read one way.
 * Drops the query and fragment, decodes percent-escapes once, reads `\` as `/` (as
 * browsers do), lower-cases, collapses repeated slashes and resolves `.` and `..`.
 * Anything still escaped after one decoding, a decoded `?` or `#`, or a control
 * character is refused rather than guessed at.
 */
export function canonicalPath(to: string): string | null {
  let path = to.trim();
  const end = path.search(/[?#]/);
  if (end >= 0) path = path.slice(0, end);
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (UNREADABLE.test(path)) return null;
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, "/").toLowerCase().split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join("/")}`;
}

const inArea = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The signed-in area a path belongs to, if any. */
export const areaOf = (path: string) => areas.find((a) => inArea(path, a.prefix));

/**
 * Whether an address is public (no session or level needed), so the web app can show it
 * without asking the server; an address in an area, or one that cannot be read one way, is
 * the server's to judge.
 */
export function isPublicPath(to: string): boolean {
  const path = canonicalPath(to);
  return path !== null && areaOf(path) === undefined;
}
