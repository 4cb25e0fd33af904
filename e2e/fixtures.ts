import { randomInt, randomUUID } from "node:crypto";
import { expect, request, test as base, type APIRequestContext, type Browser } from "@playwright/test";
import { e2eBaseURL, e2eDataDir } from "../playwright.config.ts";
import { DEMO_PASSWORD, logIn, mailedLink, watchConsole } from "./helpers.ts";

/** A person of the test's own: made through the API, signed up and confirmed, not yet logged in. */
export interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface AccountOptions {
  /** What the email starts with, to tell the test's people apart in the admin lists. */
  prefix?: string;
  firstName?: string;
  lastName?: string;
  /** The level an admin gives them after they confirm (2 Basic by default; 5 Diamond…). */
  level?: number;
}

export const ADMIN_EMAIL = "admin@example.com";
const PASSWORD = "a-good-password";

/**
 * A client address of the test's own. The server trusts one proxy hop here (as behind a load
 * balancer), so each test signs up and fails logins as its own client and never meets another
 * test's per-address limits, whichever worker runs it and however often it is repeated.
 */
const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function apiSession(
  baseURL: string,
  address: string,
): Promise<{ api: APIRequestContext; xsrf: () => Promise<string> }> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  expect((await api.get("/api/auth/getuserdata")).ok()).toBe(true);
  const xsrf = async () => (await api.storageState()).cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return { api, xsrf };
}

/**
 * The demo admin's REST session, for setting up what a test needs (levels, categories, questions),
 * on the app under test or on a server of the spec's own (its address and data folder).
 */
export async function adminSession(baseURL = e2eBaseURL, dataDir = e2eDataDir): Promise<AdminApi> {
  const { api, xsrf } = await apiSession(baseURL, newClientAddress());
  const login = await api.post("/api/auth/login", {
    data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
    headers: { "X-XSRF-TOKEN": await xsrf() },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const send = async (method: "post" | "put" | "delete", path: string, options: SendOptions = {}) => {
    const res = await api.fetch(path, { method, headers: { "X-XSRF-TOKEN": await xsrf() }, ...options });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { message: unknown }).message;
  };
  return {
    baseURL,
    dataDir,
    get: async (path) => {
      const res = await api.get(path);
      expect(res.ok(), `get ${path}: ${await res.text()}`).toBe(true);
      return ((await res.json()) as { message: unknown }).message;
    },
    post: (path, options) => send("post", path, options),
    dispose: () => api.dispose(),
  };
}

interface SendOptions {
  data?: unknown;
  multipart?: Record<string, string>;
}

export interface AdminApi {
  baseURL: string;
  /** The server's data folder, where its mail is written. */
  dataDir: string;
  /** GET a legacy path; answers its `message`. */
  get(path: string): Promise<unknown>;
  /** POST to a legacy path with the XSRF header; answers its `message`. */
  post(path: string, options?: SendOptions): Promise<unknown>;
  dispose(): Promise<void>;
}

/**
 * Adds a question to the category through the admin's REST path, in one shape: the first of
 * five options is the key ("Right answer"), so a test answers it by position.
 */
export async function addKeyFirstQuestion(admin: AdminApi, category: string, text: string): Promise<void> {
  const data = {
    category,
    text,
    option_1: "Right answer",
    option_2: "Wrong answer two",
    option_3: "Wrong answer three",
    option_4: "Wrong answer four",
    option_5: "Wrong answer five",
    url: "",
    solution: "The first option is the key.",
  };
  await admin.post("/api/admin/question", { multipart: { data: JSON.stringify(data) } });
}

/** Signs a new learner up through the REST API and confirms them by the mailed link. */
export async function createAccount(admin: AdminApi, options: AccountOptions = {}): Promise<Account> {
  const email = `${options.prefix ?? "learner"}-${randomUUID()}@example.com`;
  const firstName = options.firstName ?? "Test";
  const lastName = options.lastName ?? "Learner";
  const { api, xsrf } = await apiSession(admin.baseURL, newClientAddress());
  try {
    const signup = await api.post("/api/auth/signup", {
      data: { email, first_name: firstName, second_name: lastName, password: PASSWORD, confirm_password: PASSWORD },
      headers: { "X-XSRF-TOKEN": await xsrf() },
    });
    expect(signup.ok(), await signup.text()).toBe(true);
    const confirmed = await api.get(await mailedLink(email, 0, admin.dataDir), { maxRedirects: 0 });
    expect(confirmed.headers()["location"]).toContain("confirmed_email=");
  } finally {
    await api.dispose();
  }
  const found = (await admin.get(`/api/admin/user?q=${encodeURIComponent(email)}`)) as { users: { _id: string }[] };
  const id = found.users[0]?._id;
  if (!id) throw new Error(`${email} is not listed after signing up`);
  if (options.level !== undefined && options.level !== 2) {
    await admin.post(`/api/admin/user/${id}`, { data: { level: options.level } });
  }
  return { id, email, password: PASSWORD, firstName, lastName };
}

/** Categories a test makes (through the API or its screens), hidden from learners when it ends. */
export interface OwnCategories {
  /** A name no other test or repeat uses (a category name has at most 25 characters). */
  name(prefix: string): string;
  /** Makes a category through the REST API at a level (Basic, 2, by default). */
  make(prefix: string, level?: number): Promise<{ id: string; name: string }>;
}

const HIDDEN = 6;

function ownCategories(admin: AdminApi) {
  const names = new Set<string>();
  const categories: OwnCategories = {
    name: (prefix) => {
      const name = `${prefix.slice(0, 18)} ${randomUUID().slice(0, 6)}`;
      names.add(name);
      return name;
    },
    make: async (prefix, level = 2) => {
      const name = categories.name(prefix);
      const { _id: id } = (await admin.post("/api/admin/category", { data: { name } })) as { _id: string };
      await admin.post(`/api/admin/category/edit/${id}`, { data: { name, level } });
      return { id, name };
    },
  };
  // A category with answered questions cannot be deleted; hidden, it leaves the learners' lists
  // and charts, so the bank other tests see stays the demo bank.
  const hideAll = async () => {
    const all = (await admin.get("/api/admin/category")) as { _id: string; name: string; level: number }[];
    for (const c of all.filter((c) => names.has(c.name) && c.level !== HIDDEN)) {
      await admin.post(`/api/admin/category/edit/${c._id}`, { data: { name: c.name, level: HIDDEN } });
    }
  };
  return { categories, hideAll };
}

/** A browser context of its own, logged in as `email`, with its console watched. */
export async function signedIn(browser: Browser, email: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchConsole(page);
  await logIn(page, email, password);
  return { context, page, problems };
}

/**
 * The browser tests' `test`: each test has a client address of its own, and asks for the people
 * it needs (`learner`, Basic; `diamond`, Diamond), made for it alone, so specs run on several
 * workers and repeat without meeting each other's data. The demo admin is shared: tests use it
 * to read, and to act only on what they made.
 */
export const test = base.extend<
  { learner: Account; diamond: Account; categories: OwnCategories },
  { adminApi: AdminApi }
>({
  // Playwright reads what a fixture needs from its first parameter's pattern; these need nothing.
  /* eslint-disable no-empty-pattern */
  extraHTTPHeaders: async ({}, use) => use({ "X-Forwarded-For": newClientAddress() }),
  adminApi: [
    async ({}, use) => {
      const admin = await adminSession();
      await use(admin);
      await admin.dispose();
    },
    { scope: "worker" },
  ],
  /* eslint-enable no-empty-pattern */
  learner: async ({ adminApi }, use) => use(await createAccount(adminApi, { prefix: "learner" })),
  diamond: async ({ adminApi }, use) =>
    use(await createAccount(adminApi, { prefix: "diamond", firstName: "Dana", lastName: "Diamond", level: 5 })),
  categories: async ({ adminApi }, use) => {
    const { categories, hideAll } = ownCategories(adminApi);
    await use(categories);
    await hideAll();
  },
});

export { expect };
