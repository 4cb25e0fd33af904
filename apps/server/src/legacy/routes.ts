import type { Request } from "express";
import type { LegacyRow } from "./adapter.ts";
import { multipart } from "./uploads.ts";

// Inputs go to the procedures as they arrive: each procedure's zod schema validates them.
const body = (req: Request) => (req.body ?? {}) as never;
const query = (req: Request) => req.query as never;
const param = (req: Request, name: string) => String(req.params[name] ?? "");
const loginWith = (params: Record<string, string>) => `/login?${new URLSearchParams(params).toString()}`;

/** The legacy REST contract (spec section 7), one row per path. */
export const legacyRoutes: LegacyRow[] = [
  // Auth
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

  // Question bank
  { method: "get", path: "/qbank/categories", call: (api) => api.qbank.categories() },
  { method: "post", path: "/qbank/category", call: (api, req) => api.qbank.category(body(req)) },
  { method: "get", path: "/stats/category/:id", call: (api, req) => api.qbank.categoryStats({ id: param(req, "id") }) },
  { method: "post", path: "/qbank/start", call: (api, req) => api.qbank.start(body(req)) },
  { method: "post", path: "/qbank/new", call: (api, req) => api.qbank.more(body(req)) },
  { method: "post", path: "/qbank/start/mock", call: (api) => api.qbank.startMock() },
  { method: "post", path: "/qbank/start/mastery-mock", call: (api) => api.qbank.startMastery() },
  { method: "post", path: "/qbank/submit", call: (api, req) => api.qbank.submit(body(req)) },
  { method: "post", path: "/qbank/dolater/add", call: (api, req) => api.qbank.doLaterAdd(body(req)) },
  { method: "post", path: "/qbank/dolater/remove", call: (api, req) => api.qbank.doLaterRemove(body(req)) },
  { method: "get", path: "/qbank/reset", call: (api) => api.qbank.reset(), changesState: true },
  { method: "get", path: "/qbank/values", call: (api) => api.qbank.labValues() },

  // Support
  {
    method: "post",
    path: "/support",
    before: [multipart("file")],
    call: (api, req) => api.support.reportQuestion({ ...(req.body as object), attachment: req.file?.buffer } as never),
  },

  // Revision keys
  { method: "post", path: "/user/revision-keys/save", call: (api, req) => api.revisionKeys.save(body(req)) },
];
