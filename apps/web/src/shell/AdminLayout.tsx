import {
  CircleHelp,
  FileUp,
  House,
  ImageIcon,
  LibraryBig,
  Mail,
  Map as MapIcon,
  MessagesSquare,
  Undo2,
  Users,
} from "lucide-react";
import { AppShell, type NavItem } from "./AppShell.tsx";

const items: NavItem[] = [
  { to: "/admin/dashboard", label: "Home", icon: House },
  { to: "/admin/categories", label: "Categories", icon: LibraryBig },
  { to: "/admin/questions", label: "Questions", icon: CircleHelp },
  { to: "/admin/users", label: "Users", icon: Users },
  { to: "/admin/picture", label: "Host Picture", icon: ImageIcon },
  { to: "/admin/import", label: "Import", icon: FileUp },
  { to: "/admin/content-map", label: "MLA Map", icon: MapIcon },
  { to: "/admin/support", label: "Reports", icon: Mail },
  { to: "/admin/discussion", label: "Discussion", icon: MessagesSquare },
  { to: "/user/qbank", label: "User Dashboard", icon: Undo2 },
];

export default function AdminLayout() {
  return <AppShell items={items} title="Admin menu" />;
}
