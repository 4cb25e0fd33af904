import type { UserRow } from "@qbank/db";
import { newId, toSessionUser, type DbHandle } from "@qbank/db";
import { createTestDb, insertTestUser, TEST_NOW } from "@qbank/db/testing";
import type { Cookie, Session } from "lucia";
import { createLucia } from "../src/auth/lucia.ts";
import { hashPassword } from "../src/auth/password.ts";
import type { ApiDeps, Context } from "../src/context.ts";
import type { MailMessage } from "../src/mail/mailer.ts";
import { FixedClock } from "../src/shared/clock.ts";
import { runImportJob } from "../src/content/import/job.ts";
import { runJob } from "../src/jobs.ts";
import { offlineGateway } from "../src/payments/offline-gateway.ts";
import { DEFAULT_TRIAL_DAYS } from "../src/payments/plans.ts";
import { createCaller } from "../src/root.ts";

export const TEST_PASSWORD = "correct horse battery";

/** A real database plus the API's outside world, with mail kept in a list to read. */
export interface Harness {
  handle: DbHandle;
  /** Stands still at a fixed instant until a test moves it. */
  clock: FixedClock;
  deps: ApiDeps;
  mail: MailMessage[];
  /** While true the mail server refuses every message (an outage). */
  mailDown: { value: boolean };
  close: () => Promise<void>;
}

export async function createHarness(): Promise<Harness> {
  const handle = await createTestDb();
  const mail: MailMessage[] = [];
  const mailDown = { value: false };
  const clock = new FixedClock(TEST_NOW);
  const deps: ApiDeps = {
    db: handle.db,
    clock,
    lucia: createLucia(handle.db, { secure: false, clock }),
    mailer: {
      send: (m) => {
        if (mailDown.value) return Promise.reject(new Error("421 Service not available"));
        mail.push(m);
        return Promise.resolve();
      },
    },
    // Background jobs run at once and are awaited, so a test sees their effect (its mail) directly.
    jobs: {
      wake: async (job) => {
        await runJob(deps, job);
      },
      queueImport: (id) => runImportJob(deps, id),
    },
    appUrl: "http://localhost:3000",
    payments: { gateway: offlineGateway("http://localhost:3000", newId), trialDays: DEFAULT_TRIAL_DAYS },
    oauth: {},
    timezone: "Europe/London",
    secret: "test-secret-0123456789-0123456789-abcdef",
    supportEmail: "support@localhost",
  };
  return { handle, clock, deps, mail, mailDown, close: () => handle.close() };
}

/** Who is calling: a caller with its cookies recorded, as the server would set them. */
export function callerFor(
  h: Harness,
  as: { user?: UserRow | null; session?: Session | null; ip?: string; forAccount?: string } = {},
) {
  const cookies: Cookie[] = [];
  const ctx: Context = {
    ...h.deps,
    user: as.user ? toSessionUser(as.user) : null,
    session: as.session ?? null,
    ip: as.ip ?? "203.0.113.7",
    userAgent: "vitest",
    forAccount: as.forAccount,
    setCookie: (c) => void cookies.push(c),
  };
  return { api: createCaller(ctx), cookies };
}

let passwordHash: Promise<string> | undefined;

/** A confirmed user of a level with TEST_PASSWORD; pass overrides for other states. */
export async function createUser(h: Harness, fields: Partial<UserRow> = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return insertTestUser(h.deps.db, {
    password_hash: await passwordHash,
    email_verified_at: h.clock.now(),
    ...fields,
  });
}

/** A signed-in caller for a new user of the given level. */
export async function signedIn(h: Harness, fields: Partial<UserRow> = {}) {
  const user = await createUser(h, fields);
  const session = await h.deps.lucia.createSession(user.id, {});
  return { user, session, ...callerFor(h, { user, session }) };
}

/** The token in the last link mailed to an address. */
export function lastMailedToken(h: Harness, to: string, param: "token" | "id"): string {
  const message = [...h.mail].reverse().find((m) => m.to === to && m.link);
  if (!message?.link) throw new Error(`no link mailed to ${to}`);
  const value = new URL(message.link).searchParams.get(param);
  if (!value) throw new Error(`no ${param} in ${message.link}`);
  return value;
}
