export { appRouter, createCaller, type AppRouter } from "./root.ts";
export type { ApiDeps, Context } from "./context.ts";
export { checkAccess, errorItemsOf, isUnavailable, UNAVAILABLE_ITEM, type ProcedureMeta } from "./trpc.ts";
export { MAX_TRPC_BATCH, FOR_ACCOUNT_HEADER, QUEUED_FOR_HEADER } from "./shared/transport.ts";
export { ErrorList, type ErrorItem } from "./shared/errors.ts";
export { itemsMessage } from "./shared/error-items.ts";
export { TEXT_NOT_ALLOWED, UNSTORABLE_TEXT } from "./shared/storable-text.ts";
export { FixedClock, systemClock, type Clock } from "./shared/clock.ts";
export { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "./shared/image-rules.ts";
export { createLucia, SESSION_COOKIE, type AppLucia } from "./auth/lucia.ts";
export { hashPassword } from "./auth/password.ts";
export { sha256Hex, randomToken } from "./auth/crypto.ts";
export {
  signInWithProvider,
  fetchFacebookProfile,
  fetchGoogleProfile,
  withinProviderTimeout,
  providerNames,
  type OAuthProviders,
  type Provider,
  type ProviderProfile,
} from "./auth/oauth.ts";
export { signInNotices } from "./auth/login-notices.ts";
export type { Mailer, MailMessage } from "./mail/mailer.ts";
export { MAIL_BURST_MS } from "./mail/outbox.ts";
export { runMaintenance, type SweepReport } from "./maintenance/sweep.ts";
export { SWEEP_STEPS, type SweepFailure, type SweepStep } from "./maintenance/schemas.ts";
export { rescheduleAll } from "./review/reschedule.ts";
export { runJob } from "./jobs.ts";
export { runImportJob, unfinishedImportJobs } from "./content/import/job.ts";
export { JOB_NAMES, type JobKind, type JobName, type JobQueue } from "./shared/job-queue.ts";
export { offlineGateway } from "./payments/offline-gateway.ts";
export { stripeGateway } from "./payments/stripe-gateway.ts";
export { receiveStripeEvent } from "./payments/webhook.ts";
export { ensureStripePrices } from "./payments/stripe-setup.ts";
export type { PaymentGateway } from "./payments/gateway.ts";
export { IMPORT_INLINE_BYTES, IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from "./content/constants.ts";
export { retryAfterOf } from "./auth/throttle.ts";
