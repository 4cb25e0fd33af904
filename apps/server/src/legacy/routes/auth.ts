import type { LegacyRow } from "../adapter.ts";
import { body, query } from "./inputs.ts";

const loginWith = (params: Record<string, string>) => `/login?${new URLSearchParams(params).toString()}`;

/** /api/auth/* (spec section 7, Auth). */
export const authRoutes: LegacyRow[] = [
  { method: "post", path: "/auth", call: (api, req) => api.auth.guard(body(req)), readOnly: true },
  { method: "post", path: "/auth/signup", call: (api, req) => api.auth.signup(body(req)) },
  { method: "post", path: "/auth/login", call: (api, req) => api.auth.login(body(req)) },
  { method: "post", path: "/auth/reset", call: (api, req) => api.auth.requestReset(body(req)) },
  { method: "post", path: "/auth/change", call: (api, req) => api.auth.changeWithToken(body(req)) },
  { method: "get", path: "/auth/getuserdata", call: (api) => api.auth.userData() },
  { method: "get", path: "/auth/logout", call: (api) => api.auth.logout(), changesState: true },
  {
    method: "get",
    path: "/auth/confirm",
    // Opened from a mail client, often cross-site: the single-use token is the protection.
    call: (api, req) => api.auth.confirmEmail(query(req)),
    redirect: {
      success: (r: { email: string }) => loginWith({ confirmed_email: r.email }),
      failure: (message) => loginWith({ message }),
    },
  },
];
