import { isAdmin, landsInBank } from "@qbank/api/client";

/** Where a signed-in person lands: admins on their dashboard, plan holders in the bank, others on the dashboard. */
export function homePath(level: number): string {
  if (isAdmin(level)) return "/admin/dashboard";
  return landsInBank(level) ? "/user/qbank" : "/user/dashboard";
}
