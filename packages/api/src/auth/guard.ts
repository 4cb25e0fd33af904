import type { SessionUser } from "@qbank/db";
import { badRequest, forbidden, unauthorized } from "../shared/errors.ts";
import { ADMIN_MIN_LEVEL, LEARNER_MIN_LEVEL } from "../shared/levels.ts";

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

/**
 * The navigation guard: public paths pass; /user and /admin need a session and a level,
 * whatever the spelling of the path (see canonicalPath).
 */
export function assertMayNavigate(to: string, user: SessionUser | null): void {
  const path = canonicalPath(to);
  if (path === null) throw badRequest("to", "This address is not valid.");
  const area = areas.find((a) => inArea(path, a.prefix));
  if (!area) return;
  if (!user) throw unauthorized();
  if (user.level < area.min) throw forbidden();
}
