import { join } from "node:path";
import {
  createLucia,
  offlineGateway,
  systemClock,
  type ApiDeps,
  type Clock,
  type JobQueue,
  type Mailer,
} from "@qbank/api";
import { newId, type Db } from "@qbank/db";
import { Facebook, Google } from "arctic";
import type { Env } from "./env.ts";
import type { Logger } from "./logger.ts";
import { outboxMailer, smtpMailer } from "./mail/mailers.ts";

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
    payments: { gateway: offlineGateway(env.appUrl, newId), trialDays: env.TRIAL_DAYS },
    timezone: env.APP_TIMEZONE,
    secret: env.sessionSecret,
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
