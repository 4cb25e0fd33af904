import { hasFullBank, isAdmin, isLearner } from "@qbank/api/client";
import {
  ChartColumn,
  CircleHelp,
  House,
  LibraryBig,
  NotebookPen,
  Settings,
  Timer,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useKeepUser, useUserData } from "../app/user-data.ts";
import { useOutbox } from "../offline/outbox.ts";
import { AppShell, type NavItem } from "./AppShell.tsx";

const item = (to: string, label: string, icon: LucideIcon): NavItem => ({ to, label, icon });

/**
 * Every learner's plan may save revision keys and see its stats, so the menu shows both to
 * Basic and Trial too; levels 3 and up get the full bank. Admins also see Admin.
 */
export function userNavItems(level: number): NavItem[] {
  const full = hasFullBank(level);
  return [
    item("/user/dashboard", "Dashboard", House),
    item("/user/qbank", full ? "QBank" : "Demo Qbank", LibraryBig),
    item("/user/qbank/mock", "Mock Test", Timer),
    ...(isLearner(level)
      ? [item("/user/qbank/performance", "Stats", ChartColumn), item("/user/revision", "Revision Keys", NotebookPen)]
      : []),
    item("/user/account", "Account", UserRound),
    item("/user/support", "Support", CircleHelp),
    ...(isAdmin(level) ? [item("/admin/dashboard", "Admin", Settings)] : []),
  ];
}

/** The signed-in shell: keeps the person on the device and runs the app's one sender of queued requests. */
export default function UserLayout() {
  const { level } = useUserData();
  useKeepUser();
  useOutbox();
  return <AppShell items={userNavItems(level)} title="Learner menu" />;
}
