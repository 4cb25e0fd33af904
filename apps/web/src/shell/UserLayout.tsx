import { hasFullBank, isAdmin } from "@qbank/api/client";
import { useUserData } from "../app/user-data.ts";
import { AppShell, type NavItem } from "./AppShell.tsx";

const item = (to: string, label: string, icon: string): NavItem => ({ to, label, icon });

/** Levels 3 and up get the full sidebar; lower levels the demo set. Admins also see Admin. */
export function userNavItems(level: number): NavItem[] {
  const full = hasFullBank(level);
  return [
    item("/user/dashboard", "Dashboard", "⌂"),
    item("/user/qbank", full ? "QBank" : "Demo Qbank", "▤"),
    item("/user/qbank/mock", "Mock Test", "◔"),
    ...(full ? [item("/user/qbank/performance", "Stats", "▮"), item("/user/revision", "Revision Keys", "✎")] : []),
    item("/user/account", "Account", "☺"),
    item("/user/support", "Support", "?"),
    ...(isAdmin(level) ? [item("/admin/dashboard", "Admin", "⚙")] : []),
  ];
}

export default function UserLayout() {
  const { level } = useUserData();
  return <AppShell items={userNavItems(level)} title="Learner menu" />;
}
