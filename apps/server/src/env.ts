import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const DEV_SECRET = "development-only-secret-change-me-0123456789";

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    APP_URL: optional.pipe(z.url({ error: "must be a URL such as https://qbank.example.com" }).optional()),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /** How long start-up waits for the database before giving up. */
    DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
    SEED_DEMO: bool,
    SESSION_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optional.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default("PLAB Question Bank <no-reply@localhost>"),
    SUPPORT_EMAIL: optional.pipe(z.email({ error: "must be an email address such as support@example.com" }).optional()),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    FACEBOOK_CLIENT_ID: optional,
    FACEBOOK_CLIENT_SECRET: optional,
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    /** Another Stripe API address (stripe-mock, a local fake); Stripe's own by default. */
    STRIPE_API_BASE: optional.pipe(z.url({ error: "must be a URL such as http://127.0.0.1:12111" }).optional()),
    APP_TIMEZONE: z
      .string()
      .min(1)
      .default("Europe/London")
      .refine(isTimeZone, "must be an IANA time zone such as Europe/London"),
    TRUST_PROXY: optional.pipe(
      z
        .string()
        .regex(
          /^(true|false|\d{1,2}|[\w.:/-]+(\s*,\s*[\w.:/-]+)*)$/,
          "must be false, a number of proxy hops (1), or a comma-separated list of proxy addresses",
        )
        .optional(),
    ),
    /** In-flight requests get this long to finish after SIGTERM. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_TOKEN: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(7),
    WORKER: z.enum(["inline", "separate"]).default("inline"),
    /** Server processes sharing the port (node:cluster): a number, or `auto` for one per core. */
    WEB_CONCURRENCY: z
      .union([z.literal("auto"), z.coerce.number().int().min(1).max(64)], {
        error: "must be a number of processes (1-64) or auto",
      })
      .default(1),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "is required with STRIPE_SECRET_KEY (the browser needs it)",
      });
    }
    if (env.WORKER === "separate" && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WORKER"],
        message: "can be separate only with DATABASE_URL (the embedded database belongs to one process)",
      });
    }
    if (typeof env.WEB_CONCURRENCY === "number" && env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "can be more than 1 only with DATABASE_URL (the embedded database belongs to one process)",
      });
    }
    if (env.NODE_ENV === "production" && (!env.SESSION_SECRET || env.SESSION_SECRET === DEV_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (at least 32 random characters)",
      });
    }
  });

export type Env = ReturnType<typeof readEnv>;

/**
 * Express's `trust proxy` from TRUST_PROXY: a number of hops or a list of proxy addresses, so
 * the client address is the one the last trusted proxy saw. `true` means one hop: trusting
 * every hop would take the leftmost X-Forwarded-For entry, which any client can write.
 */
export function trustedProxies(value: string | undefined): false | number | string[] {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((a) => a.trim());
}

/** How many server processes: `auto` is one per core on PostgreSQL, one on the embedded database. */
function webProcesses(setting: number | "auto", postgres: boolean): number {
  if (setting !== "auto") return setting;
  return postgres ? availableParallelism() : 1;
}

/** Reads and checks the settings; a bad one stops start-up with a message naming it. */
export function readEnv(overrides: Record<string, string | undefined> = {}, base = process.env) {
  const source = { ...base, ...overrides };
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  // npm runs workspace scripts in their own folder; relative paths mean the folder npm was started in.
  const baseDir = source.INIT_CWD ?? process.cwd();
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    ...env,
    DATA_DIR: resolve(baseDir, env.DATA_DIR),
    production,
    appUrl,
    supportEmail: env.SUPPORT_EMAIL ?? `support@${new URL(appUrl).hostname}`,
    sessionSecret: env.SESSION_SECRET ?? DEV_SECRET,
    seedDemo: env.SEED_DEMO ?? !env.DATABASE_URL,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    webProcesses: webProcesses(env.WEB_CONCURRENCY, Boolean(env.DATABASE_URL)),
  };
}

/** For the entry points: the settings, or a message naming the bad one and exit code 1. */
export function readEnvOrExit(): Env {
  try {
    return readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
