import type { LegacyRow } from "../adapter.ts";

/** /api/auth/*. */
export const authRoutes: LegacyRow[] = [
  {
    method: "post",
    path: "/auth",
    summary: "Navigation guard: 200 when the page may be opened",
    procedure: (api) => api.auth.guard,
    input: "body",
    readOnly: true,
  },
  { method: "post", path: "/auth/signup", summary: "Sign up", procedure: (api) => api.auth.signup, input: "body" },
  { method: "post", path: "/auth/login", summary: "Log in", procedure: (api) => api.auth.login, input: "body" },
  {
    method: "post",
    path: "/auth/reset",
    summary: "Mail a password reset link",
    procedure: (api) => api.auth.requestReset,
    input: "body",
  },
  {
    method: "post",
    path: "/auth/change",
    summary: "Set a new password with a reset link",
    procedure: (api) => api.auth.changeWithToken,
    input: "body",
  },
  {
    method: "get",
    path: "/auth/getuserdata",
    summary: "The signed-in user ({level: 0} when nobody is)",
    procedure: (api) => api.auth.userData,
  },
  { method: "get", path: "/auth/logout", summary: "Log out", procedure: (api) => api.auth.logout, changesState: true },
  {
    method: "get",
    path: "/auth/confirm",
    // Opened from a mail client, often cross-site: the single-use token is the protection.
    summary: "Confirm an email address (the link in the confirmation mail)",
    procedure: (api) => api.auth.confirmEmail,
    input: "query",
    redirect: { to: "/login", success: { confirmed_email: "email" }, failure: "message" },
  },
];
