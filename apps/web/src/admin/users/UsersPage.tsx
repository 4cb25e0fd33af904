import { keepPreviousData } from "@tanstack/react-query";
import { Level, levelLabel, rolesFor, type LivePlan } from "@qbank/api/client";
import { ChevronDown, Download, Timer, Trash2, Users, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { setOrDelete, useSearchParamsChange, useTypedSearch } from "../../app/search-params.ts";
import { saveFile } from "../../app/download.ts";
import { errorItems, trpc, type RouterOutputs } from "../../app/trpc.ts";
import { useUserData } from "../../app/user-data.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { formatDate } from "../admin-helpers.ts";
import { subscriptionStatus } from "../../user/payments/format.ts";
import { ExtraTimeDialog } from "./ExtraTimeDialog.tsx";
import "../admin.css";
import { Pager } from "../../ui/Pager.tsx";
import { ADMIN_LIST } from "../list/list-look.ts";
import { ListToolbar } from "../list/ListToolbar.tsx";
import { ListScreen } from "../list/ListScreen.tsx";
import type { Column } from "../list/ListTable.tsx";

type AdminUser = RouterOutputs["admin"]["users"]["users"][number];

const fullName = (u: AdminUser) => `${u.first_name} ${u.second_name}`.trim() || "Unnamed user";
/** Roles that lock a person out or hand them the admin area: each asks first. */
const needsConfirmation = (level: number) => level === Level.Blocked || level === Level.Hold || level === Level.Admin;

const roleEffect: Record<number, string> = {
  [Level.Blocked]: "will be signed out everywhere and can no longer sign in.",
  [Level.Hold]: "will be signed out everywhere and cannot sign in until given another role.",
  [Level.Admin]: "will be able to manage categories, questions, users and reports.",
};

const confirmText = (u: AdminUser, level: number) =>
  `${fullName(u)} (${u.email}) ${roleEffect[level] ?? ""}` +
  (u.plan ? ` Their ${u.plan.name} keeps running: its payments do not change this role.` : "");

/** A live plan in a few words: its name, then its state in the learner's words unless it simply runs. */
function planText(plan: LivePlan): string {
  const state = subscriptionStatus({ status: plan.status, cancel_at_period_end: plan.stopping });
  return state === "Active" ? plan.name : `${plan.name}, ${state.toLowerCase()}`;
}

/** /admin/users: search, each user's role by its label, a menu to change it, and paging with the total. */
export default function UsersPage() {
  const [params, changeParams] = useSearchParamsChange();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [typed, setTyped] = useTypedSearch(q, changeParams);
  const [pending, setPending] = useState<{ user: AdminUser; level: number }>();
  const [notice, setNotice] = useState<{ tone: "error" | "success"; text: string }>();
  const [extraTimeFor, setExtraTimeFor] = useState<AdminUser>();
  const [deleting, setDeleting] = useState<AdminUser>();
  const me = useUserData().user;
  const utils = trpc.useUtils();
  const setLevel = trpc.admin.userLevel.useMutation();
  const remove = trpc.admin.userDelete.useMutation();

  const list = trpc.admin.users.useQuery({ q, page }, { placeholderData: keepPreviousData, staleTime: 0 });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const goTo = (p: number) =>
    changeParams((next) => setOrDelete(next, "page", p > 1 ? String(p) : undefined), { replace: false });

  const apply = async (user: AdminUser, level: number) => {
    setNotice(undefined);
    try {
      const saved = await setLevel.mutateAsync({ id: user.id, level });
      setNotice({ tone: "success", text: `${fullName(user)} is now ${saved.level_label}.` });
    } catch (error) {
      setNotice({ tone: "error", text: errorItems(error)[0]?.message ?? "The role could not be changed." });
    }
    setPending(undefined);
    await utils.admin.users.invalidate();
  };
  const download = async (user: AdminUser) => {
    setNotice(undefined);
    try {
      saveFile(await utils.admin.userExport.fetch({ id: user.id }, { staleTime: 0, gcTime: 0 }));
    } catch (error) {
      setNotice({ tone: "error", text: errorItems(error)[0]?.message ?? "The data could not be prepared." });
    }
  };
  const erase = async (user: AdminUser) => {
    setNotice(undefined);
    try {
      await remove.mutateAsync({ id: user.id });
      setNotice({ tone: "success", text: `The account of ${fullName(user)} was deleted.` });
    } catch (error) {
      setNotice({ tone: "error", text: errorItems(error)[0]?.message ?? "The account could not be deleted." });
    }
    setDeleting(undefined);
    await utils.admin.users.invalidate();
  };
  const choose = (user: AdminUser, level: number) => {
    if (level === user.level) return;
    if (needsConfirmation(level)) setPending({ user, level });
    else void apply(user, level);
  };

  return (
    <section className="ad-page">
      <header className="page-header">
        <h1>Users</h1>
      </header>
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(undefined)}>
          {notice.text}
        </Notice>
      )}

      <ListToolbar
        look={ADMIN_LIST}
        search={{ label: "Search users", placeholder: "Name or email", value: typed, onChange: setTyped }}
        count={data && !list.isError ? `${data.total} ${data.total === 1 ? "user" : "users"}` : ""}
      />
      <ListScreen
        look={ADMIN_LIST}
        query={list}
        what="The users"
        rows={data?.users}
        rowKey={(u) => u.id}
        caption="Users"
        columns={[
          ...COLUMNS,
          {
            header: "Role, extra time and data",
            hideHeader: true,
            label: null,
            className: "ad-actions",
            cell: (u) => (
              <UserActions
                user={u}
                me={me?.id}
                busy={setLevel.isPending}
                onChoose={(level) => choose(u, level)}
                onExtraTime={() => setExtraTimeFor(u)}
                onDownload={() => void download(u)}
                onDelete={() => setDeleting(u)}
              />
            ),
          },
        ]}
        empty={
          page === 1 && {
            icon: Users,
            title: q ? "No user matches this search" : "No users yet",
            hint: q ? "Try part of the name or the email address." : "People appear here once they sign up.",
          }
        }
        pager={data && <Pager page={data.page} pages={pages} onPage={goTo} />}
      />

      <ConfirmDialog
        open={pending !== undefined}
        onOpenChange={(open) => !open && setPending(undefined)}
        title={pending ? `Make this user ${levelLabel(pending.level)}?` : ""}
        confirm={pending ? `Make ${levelLabel(pending.level)}` : ""}
        danger={pending?.level === Level.Blocked || pending?.level === Level.Hold}
        busy={setLevel.isPending}
        onConfirm={() => pending && void apply(pending.user, pending.level)}
      >
        {pending && <p>{confirmText(pending.user, pending.level)}</p>}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        title="Delete this account?"
        confirm="Delete account"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && void erase(deleting)}
      >
        {deleting && (
          <p>
            {fullName(deleting)} ({deleting.email}) loses their plan at once and is signed out everywhere; their
            profile, answers, flags, revision keys, reviews and tickets are erased. Payment records stay, without the
            name. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
      <ExtraTimeDialog
        user={extraTimeFor && { id: extraTimeFor.id, name: fullName(extraTimeFor), email: extraTimeFor.email }}
        onClose={() => setExtraTimeFor(undefined)}
        onSaved={(text) => {
          setExtraTimeFor(undefined);
          setNotice({ tone: "success", text });
        }}
      />
    </section>
  );
}

const COLUMNS: Column<AdminUser>[] = [
  { header: "Name", cellClassName: "ad-cell-text", cell: fullName },
  { header: "Email", cellClassName: "ad-cell-text", cell: (u) => u.email },
  {
    header: "Role",
    cell: (u) => (
      <span className={u.level === Level.Blocked ? "ad-role ad-role-blocked" : "ad-role"}>{u.level_label}</span>
    ),
  },
  { header: "Plan", cell: (u) => (u.plan ? planText(u.plan) : <span className="muted">None</span>) },
  { header: "Joined", cell: (u) => <time dateTime={u.created_at}>{formatDate(u.created_at)}</time> },
];

/** A row's actions: the role menu (not on oneself or the Owner), extra time, the data, and Delete. */
function UserActions({
  user: u,
  me,
  busy,
  onChoose,
  onExtraTime,
  onDownload,
  onDelete,
}: {
  user: AdminUser;
  me: string | undefined;
  busy: boolean;
  onChoose: (level: number) => void;
  onExtraTime: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const locked = u.id === me || u.level === Level.Owner;
  return (
    <>
      {locked ? (
        <span className="muted ad-hint">{u.id === me ? "You" : "Owner"}</span>
      ) : (
        <RoleMenu user={u} busy={busy} onChoose={onChoose} />
      )}{" "}
      <IconAction icon={Timer} label={`Extra time for ${u.email}`} title="Extra time" onClick={onExtraTime} />{" "}
      <IconAction
        icon={Download}
        label={`Download the data of ${u.email}`}
        title="Download data"
        onClick={onDownload}
      />
      {!locked && (
        <>
          {" "}
          <IconAction
            icon={Trash2}
            label={`Delete the account of ${u.email}`}
            title="Delete account"
            onClick={onDelete}
          />
        </>
      )}
    </>
  );
}

/** A row's action shown as its icon, named for screen readers and on hover; on a phone, in words too. */
function IconAction({
  icon: Icon,
  label,
  title,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="btn btn-secondary icon-btn" aria-label={label} title={title} onClick={onClick}>
      <Icon size={18} aria-hidden="true" />
      {/* Said beside the icon where there is room for it and no hover: the phone's cards. */}
      <span className="icon-btn-text" aria-hidden="true">
        {title}
      </span>
    </button>
  );
}

/**
 * The per-user role menu: the roles this user may be given, the current one checked. A learner
 * with a live plan is offered their plan's level instead of the plan levels, named as such.
 */
function RoleMenu({ user, busy, onChoose }: { user: AdminUser; busy: boolean; onChoose: (level: number) => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      {/* Never disabled itself: focus comes back to it when the menu closes, while the change saves. */}
      <DropdownMenu.Trigger className="btn btn-secondary" aria-label={`Change role of ${user.email}`}>
        Change role
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="ad-menu" align="end" sideOffset={4}>
          <DropdownMenu.Label className="ad-menu-label">Role</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={String(user.level)} onValueChange={(v) => onChoose(Number(v))}>
            {rolesFor(user.plan).map((l) => (
              <DropdownMenu.RadioItem key={l} value={String(l)} className="ad-menu-item" disabled={busy}>
                <DropdownMenu.ItemIndicator className="ad-menu-check">✓</DropdownMenu.ItemIndicator>
                {levelLabel(l)}
                {user.plan?.level === l && <span className="muted"> (their plan)</span>}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
