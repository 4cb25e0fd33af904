import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import {
  FixedClock,
  hashPassword,
  runImportJob,
  runJob,
  type JobName,
  type JobQueue,
  type Mailer,
  type MailMessage,
} from "@qbank/api";
import type { DbHandle } from "@qbank/db";
import { createTestDb, insertTestUser, TEST_NOW } from "@qbank/db/testing";
import { createApp } from "../app.ts";
import { createDeps } from "../deps.ts";
import { readEnv } from "../env.ts";
import { contractProblem } from "./contract.ts";
import { createLogger } from "../logger.ts";
import { createMetrics } from "../metrics/metrics.ts";

export interface TestServer {
  url: string;
  handle: DbHandle;
  mail: MailMessage[];
  /** The server's clock: fixed at TEST_NOW until a test moves it. */
  clock: FixedClock;
  /** Runs a background job now, as the queue would. */
  runJob: (job: JobName) => Promise<void>;
  /** Makes every later background job fail with this error (a queue that is down), or stops that with null. */
  failJobs: (error: Error | null) => void;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /** Run as in production (static files, Secure cookies, HSTS). */
  production?: boolean;
  /** A built web app to serve. */
  webDist?: string;
  /** Replaces the list of sent mail (which then stays empty), e.g. with real SMTP. */
  mailer?: Mailer;
  /** Settings beyond the test defaults (a Stripe webhook secret, TRUST_PROXY, METRICS_TOKEN). */
  env?: Record<string, string>;
}

/** The real app on a free port over a fresh test database; mail is kept in a list. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const handle = await createTestDb();
  const env = readEnv({ NODE_ENV: "test", APP_URL: "http://localhost:3000", ...options.env }, {});
  const logger = createLogger("silent");
  const mail: MailMessage[] = [];
  let jobError: Error | null = null;
  const clock = new FixedClock(TEST_NOW);
  // Jobs run at once and are awaited, so a test reads their mail straight after the request.
  const jobs: JobQueue = {
    wake: async (job) => {
      if (jobError) throw jobError;
      await runJob(deps, job);
    },
    queueImport: (id) => runImportJob(deps, id),
  };
  const deps = createDeps(env, handle.db, logger, jobs, {
    clock,
    mailer: options.mailer ?? {
      send: (m) => {
        mail.push(m);
        return Promise.resolve();
      },
    },
  });
  const app = createApp({
    deps,
    logger,
    sessionSecret: env.sessionSecret,
    production: options.production ?? false,
    trustProxy: env.trustProxy,
    webDist: options.webDist,
    metrics: env.METRICS_TOKEN ? createMetrics({ poolStats: handle.poolStats }) : undefined,
    metricsToken: env.METRICS_TOKEN,
  });
  const server: Server = await new Promise((resolve) => {
    const s = createServer(app).listen(0, "127.0.0.1", () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handle,
    mail,
    clock,
    runJob: (job) => jobs.wake(job),
    failJobs: (error) => {
      jobError = error;
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await handle.close();
    },
  };
}

/** Plain values go as JSON; strings (raw bodies) and forms (multipart) as they are. */
const isJson = (body: unknown) => body !== undefined && typeof body !== "string" && !(body instanceof FormData);

/**
 * A legacy client as integrators write it (axios): keeps cookies, and sends the XSRF
 * cookie back as the X-XSRF-TOKEN header on every request, GETs included. Every answer from
 * a documented path must keep to the OpenAPI document (status and body), or the request throws.
 */
export class LegacyClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const xsrf = this.cookies.get("XSRF-TOKEN");
    const res = await fetch(`${this.base}${path}`, {
      method,
      redirect: "manual",
      headers: {
        ...(isJson(body) ? { "content-type": "application/json" } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(xsrf ? { "x-xsrf-token": xsrf } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: isJson(body) ? JSON.stringify(body) : (body as string | FormData) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, ...rest] = pair!.split("=");
      const value = rest.join("=");
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const problem = contractProblem({
      method,
      path,
      status: res.status,
      contentType: res.headers.get("content-type"),
      body: json,
    });
    if (problem) throw new Error(`The answer breaks docs/openapi.json: ${problem}`);
    return { status: res.status, body: json as { message: unknown }, headers: res.headers, text };
  }

  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", path, body ?? {}, headers);
  put = (path: string, body?: unknown) => this.request("PUT", path, body ?? {});
  delete = (path: string) => this.request("DELETE", path);
}

const LEARNER_PASSWORD = "learner-password-1";
let learnerHash: Promise<string> | undefined;

/** A confirmed user of this level, logged in through the legacy paths like an integrator would. */
export async function loggedInLearner(
  server: TestServer,
  level = 2,
): Promise<{ id: string; email: string; client: LegacyClient }> {
  learnerHash ??= hashPassword(LEARNER_PASSWORD);
  const { id, email } = await insertTestUser(server.handle.db, {
    first_name: "Ada",
    second_name: "Okafor",
    password_hash: await learnerHash,
    level,
    email_verified_at: server.clock.now(),
  });
  const client = new LegacyClient(server.url);
  await client.get("/api/auth/getuserdata");
  const login = await client.post("/api/auth/login", { email, password: LEARNER_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${login.text}`);
  return { id, email, client };
}
