import { join } from "node:path";
import {
  createLucia,
  offlineGateway,
  stripeGateway,
  systemClock,
  type ApiDeps,
  type Clock,
  type JobQueue,
  type Mailer,
} from "@qbank/api";
import { newId, type Db } from "@qbank/db";
import { Facebook, Google } from "arctic";
import Stripe from "stripe";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { outboxMailer, smtpMailer } from "./mail/mailers.ts";

/** Stripe when its keys are set, pointed at STRIPE_API_BASE when given; else the offline checkout. */
function paymentGateway(env: Env) {
  if (!env.STRIPE_SECRET_KEY) return offlineGateway(env.appUrl, newId);
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === "http:" ? "http" : "https" } : {}),
  });
  return stripeGateway(stripe, env.STRIPE_PUBLISHABLE_KEY ?? "");
}

/** The outside world for the API, from the settings: real clients where configured. */
export function createDeps(
  env: Env,
  db: Db,
  logger: Logger,
  jobs: JobQueue,
  overrides: { mailer?: Mailer; clock?: Clock } = {},
): ApiDeps {
  const clock = overrides.clock ?? systemClock;
  const mailer =
    overrides.mailer ??
    (env.SMTP_URL
      ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : outboxMailer(join(env.DATA_DIR, "mail"), env.MAIL_FROM, logger));
  const callback = (provider: string) => `${env.appUrl}/api/auth/${provider}/callback`;
  return {
    db,
    clock,
    lucia: createLucia(db, { secure: env.production, clock }),
    mailer,
    jobs,
    appUrl: env.appUrl,
    payments: { gateway: paymentGateway(env), trialDays: env.TRIAL_DAYS, webhookSecret: env.STRIPE_WEBHOOK_SECRET },
    timezone: env.APP_TIMEZONE,
    secret: env.sessionSecret,
    supportEmail: env.supportEmail,
    oauth: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, callback("google"))
          : undefined,
      facebook:
        env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
          ? new Facebook(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET, callback("facebook"))
          : undefined,
    },
  };
}
