import type { CategoryScope, UserRow } from "@qbank/db";
import { ADMIN_MIN_LEVEL, Level } from "../shared/levels.ts";

/**
 * Which categories a user may see (DESIGN.md section 2): up to their level; hidden (6) and
 * mastery-pool (9) categories never for learners; admins see all.
 */
export function categoryScope(user: UserRow): CategoryScope {
  if (user.level >= ADMIN_MIN_LEVEL) return { maxLevel: Level.MasteryPool, excludeLevels: [] };
  return { maxLevel: user.level, excludeLevels: [Level.Admin, Level.MasteryPool] };
}
