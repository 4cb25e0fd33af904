import { Menu, type LucideIcon } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useRef, useState } from "react";
import { NavLink, Outlet } from "react-router";
import { useLogout } from "./useLogout.ts";

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

interface SidebarProps {
  items: NavItem[];
  title: string;
  onLogout: () => void;
  onNavigate?: () => void;
}

function Sidebar({ items, title, onLogout, onNavigate }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={title}>
      <NavLink to="/" className="brand" onClick={onNavigate}>
        PLAB Question Bank
      </NavLink>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end className="nav-link" onClick={onNavigate}>
          <item.icon size={18} aria-hidden="true" />
          {item.label}
        </NavLink>
      ))}
      <button type="button" className="btn btn-secondary logout" onClick={onLogout}>
        Log Out
      </button>
    </nav>
  );
}

/** The /user and /admin frame: a sidebar on wide screens, a drawer on small ones. */
export function AppShell({ items, title }: { items: NavItem[]; title: string }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  // The drawer opens on the page's own link, never on Log Out, where Enter would sign out.
  const focusHere = (event: Event) => {
    const here =
      drawer.current?.querySelector<HTMLElement>('.nav-link[aria-current="page"]') ??
      drawer.current?.querySelector<HTMLElement>(".nav-link");
    if (!here) return;
    event.preventDefault();
    here.focus();
  };
  const sidebar = (onNavigate?: () => void) => (
    <Sidebar items={items} title={title} onLogout={logout} onNavigate={onNavigate} />
  );
  return (
    <div className="shell">
      {/* The first Tab stop: past the menu's links to the page itself. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to content
      </a>
      {sidebar()}
      <div className="main-column" style={{ minWidth: 0 }}>
        <header className="topbar">
          <D.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <D.Trigger className="btn btn-ghost icon-btn" aria-label="Open menu">
              <Menu size={22} aria-hidden="true" />
            </D.Trigger>
            <D.Portal>
              <D.Overlay className="dialog-overlay" />
              <D.Content className="drawer" aria-describedby={undefined} ref={drawer} onOpenAutoFocus={focusHere}>
                <D.Title className="visually-hidden">{title}</D.Title>
                {sidebar(() => setDrawerOpen(false))}
              </D.Content>
            </D.Portal>
          </D.Root>
          <strong>PLAB Question Bank</strong>
        </header>
        <main className="main" id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
