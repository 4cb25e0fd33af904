import type { SessionUser } from "@qbank/db";
import { badRequest, forbidden, unauthorized } from "../shared/errors.ts";
import { areaOf, canonicalPath } from "./paths.ts";

/**
 * The navigation guard: public paths pass; /user and /admin need a session and a level,
 * whatever the spelling of the path (see canonicalPath).
 */
export function assertMayNavigate(to: string, user: SessionUser | null): void {
  const path = canonicalPath(to);
  if (path === null) throw badRequest("to", "This address is not valid.");
  const area = areaOf(path);
  if (!area) return;
  if (!user) throw unauthorized();
  if (user.level < area.min) throw forbidden();
}
