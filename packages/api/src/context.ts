import type { Db, SessionUser } from "@qbank/db";
import type { Cookie, Session } from "lucia";
import type { AppLucia } from "./auth/lucia.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Clock } from "./shared/clock.ts";
import type { JobQueue } from "./shared/job-queue.ts";
import type { PaymentGateway } from "./payments/gateway.ts";
import type { OAuthProviders } from "./auth/providers.ts";

/** What the API needs from the outside world, made once at start-up. */
export interface ApiDeps {
  db: Db;
  /** The present, for every rule that compares with it; queries take the instant from here. */
  clock: Clock;
  lucia: AppLucia;
  /** Delivers what the mail outbox holds; services never send directly. */
  mailer: Mailer;
  /** Background work (mail delivery, the sweep, imports), woken or queued after the transaction that asked for it. */
  jobs: JobQueue;
  appUrl: string;
  /** Card payments: Stripe when configured, else the offline checkout. */
  payments: { gateway: PaymentGateway; trialDays: number; webhookSecret?: string | undefined };
  oauth: OAuthProviders;
  /** IANA zone in which statistics count days and weeks (APP_TIMEZONE). */
  timezone: string;
  /** Server secret; salts the cookieless visitor hashes. */
  secret: string;
  /** Where people write to support when they cannot sign in (a blocked or held account). */
  supportEmail: string;
}

/** Per request: who is asking and how to answer with cookies. */
export interface Context extends ApiDeps {
  user: SessionUser | null;
  session: Session | null;
  ip: string;
  userAgent: string;
  /** The account the request was made for (its `X-For-Account`), if it names one. */
  forAccount?: string | undefined;
  /** Writes a cookie on the response (sessions); the server renews the XSRF token with it. */
  setCookie: (cookie: Cookie) => void;
}

export type AuthedContext = Context & { user: SessionUser; session: Session };
