import type { UserRow } from "@qbank/db";
import { forbidden, unauthorized } from "../shared/errors.ts";
import { ADMIN_MIN_LEVEL, LEARNER_MIN_LEVEL } from "../shared/levels.ts";

const areas = [
  { prefix: "/admin", min: ADMIN_MIN_LEVEL },
  { prefix: "/user", min: LEARNER_MIN_LEVEL },
] as const;

const inArea = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);

/** The navigation guard: public paths pass; /user and /admin need a session and a level. */
export function assertMayNavigate(to: string, user: UserRow | null): void {
  const path = to.trim().toLowerCase();
  const area = areas.find((a) => inArea(path, a.prefix));
  if (!area) return;
  if (!user) throw unauthorized();
  if (user.level < area.min) throw forbidden();
}
