import { AppShell, type NavItem } from "./AppShell.tsx";

const items: NavItem[] = [
  { to: "/admin/dashboard", label: "Home", icon: "⌂" },
  { to: "/admin/categories", label: "Categories", icon: "▤" },
  { to: "/admin/questions", label: "Questions", icon: "?" },
  { to: "/admin/users", label: "Users", icon: "☺" },
  { to: "/admin/picture", label: "Host Picture", icon: "▣" },
  { to: "/admin/support", label: "Reports", icon: "✉" },
  { to: "/user/qbank", label: "User Dashboard", icon: "↩" },
];

export default function AdminLayout() {
  return <AppShell items={items} title="Admin menu" />;
}
