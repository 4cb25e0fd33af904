import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from "kysely";

/**
 * Timestamps are written as Date and always read as Date. The app's clock is the only clock: no
 * column has an SQL `now()` default, so every insert names its times (see docs/architecture.md).
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A time every insert names and later updates may move (updated_at, last activity, a start). */
type StampedAt = ColumnType<Date, Date | string, Date | string>;
/** A time every insert names and nothing changes afterwards. */
type WrittenAt = ColumnType<Date, Date | string, never>;

export interface UsersTable {
  id: string;
  email: string;
  first_name: string;
  second_name: string;
  password_hash: string | null;
  level: number;
  email_verified_at: Timestamp | null;
  qbank_reset_at: Timestamp | null;
  subscription_stopped: Generated<boolean>;
  stripe_customer_id: string | null;
  created_at: WrittenAt;
  updated_at: StampedAt;
  /** Set when the account was deleted: the row is then an anonymous stand-in (migration 0041). */
  deleted_at: Timestamp | null;
  /** The name shown beside the person's comments; null: given name and family initial (0055). */
  display_name: string | null;
  /** Whether replies to their comments come in the daily mail digest. */
  reply_digest: Generated<boolean>;
  /** Replies made before this instant are no longer "new" on the dashboard. */
  replies_seen_at: Timestamp | null;
  /** Replies made before this instant were in a digest already. */
  replies_mailed_at: Timestamp | null;
  /** Moved on by each change of password: sessions of an earlier epoch are over (0064). */
  session_epoch: Generated<number>;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session id held in the cookie; the id itself is never stored. */
  id: string;
  user_id: string;
  expires_at: Timestamp;
  /** The account's `session_epoch` when the sign-in read it; other epochs are not looked up (0064). */
  epoch: Generated<number>;
}

export interface OauthAccountsTable {
  provider: "google" | "facebook";
  provider_user_id: string;
  user_id: string;
  created_at: WrittenAt;
}

export type EmailTokenPurpose = "confirm" | "reset" | "delete";

export interface EmailTokensTable {
  /** SHA-256 (hex) of the token sent by mail. */
  id: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: WrittenAt;
}

/** A link asked for by address, waiting for the mail job (migration 0066). */
export interface LinkRequestsTable {
  email: string;
  purpose: Extract<EmailTokenPurpose, "confirm" | "reset">;
  created_at: WrittenAt;
}

export interface AuthThrottleTable {
  key: string;
  count: number;
  window_started_at: Timestamp;
}

export interface CategoriesTable {
  id: string;
  name: string;
  level: number;
  rank: number;
  /** Kept by a trigger on questions (migrations 0038, 0067); never written by the app. */
  live_question_count: Generated<number>;
  /** Moved by the same trigger with every question written into, out of or within it (migration 0067). */
  content_version: Generated<number>;
  created_at: WrittenAt;
}

export interface ImagesTable {
  id: string;
  mime: string;
  bytes: Buffer;
  size: number;
  sha256: string;
  purpose: "question" | "hosted" | "ticket";
  created_at: WrittenAt;
}

export interface QuestionsTable {
  id: string;
  category_id: string;
  question_text: string;
  explanation_text: string;
  /** Five options; index 0 (option 1) is the correct one. */
  options: string[];
  image_id: string | null;
  image_name: string | null;
  url: string | null;
  created_at: WrittenAt;
  updated_at: StampedAt;
  /** Set when an admin deletes a question that learners have history with. */
  retired_at: Timestamp | null;
  /** Its identity where it was imported from (Moodle's idnumber, the CSV's external_id). */
  external_id: string | null;
  /** When the key last changed (migration 0046). */
  key_changed_at: Timestamp | null;
  /** Its own name (Moodle's `<name>`, a GIFT title, the form's Name), written back on export (0059). */
  name: string | null;
}

export type ContentMapKind = "clinical area" | "professional knowledge" | "presentation" | "condition";

export interface ContentMapVersionsTable {
  id: string;
  number: number;
  created_at: WrittenAt;
  created_by: string | null;
}

export interface ContentMapEntriesTable {
  id: string;
  kind: ContentMapKind;
  name: string;
  added_in: string;
  retired_in: string | null;
}

export interface ContentMapLinksTable {
  entry_id: string;
  area_id: string;
}

export interface QuestionAreasTable {
  question_id: string;
  entry_id: string;
}

/** The question as a revision left it. */
export interface QuestionSnapshot {
  /** Absent in revisions kept before questions had names (0059). */
  name?: string | null;
  category_id: string;
  question_text: string;
  explanation_text: string;
  options: string[];
  image_id: string | null;
  image_name: string | null;
  url: string | null;
  areas: string[];
}

export type RevisionSource = "form" | "import" | "restore" | "original";

export interface QuestionRevisionsTable {
  id: string;
  question_id: string;
  number: number;
  author_id: string | null;
  source: RevisionSource;
  changed: string[];
  snapshot: ColumnType<QuestionSnapshot, string, string>;
  created_at: WrittenAt;
}

export type RunMode = "all" | "new" | "wrong" | "marked" | "exam" | "mastery" | "custom" | "custom_timed";

export interface RunsTable {
  id: string;
  user_id: string;
  mode: RunMode;
  category_ids: string[];
  /** MLA entries a practice run draws from (migration 0047); empty for a run by category. */
  area_ids: Generated<string[]>;
  /** Started as the plan's "Today's session" (migration 0065). */
  todays_session: Generated<boolean>;
  question_count: number;
  started_at: StampedAt;
  deadline_at: Timestamp | null;
  ended_at: Timestamp | null;
}

export interface RunQuestionsTable {
  run_id: string;
  position: number;
  question_id: string;
  /** Stored option numbers (1..5) in the order this run shows them. */
  option_order: number[];
  answered_option: number | null;
  correct: boolean | null;
  answered_at: Timestamp | null;
  /** When the question was last put on screen; null while it is not. */
  shown_at: Timestamp | null;
  seen_seconds: Generated<number>;
  /** Seconds spent on it when answered in a timed run. */
  answer_seconds: number | null;
  /** Options struck out, as this run numbers them (migration 0050). */
  struck_options: ColumnType<number[], number[] | undefined, number[]>;
  /** Highlighted stretches of the stem, as character offsets. */
  highlights: ColumnType<StemHighlight[], string | undefined, string>;
}

export interface StemHighlight {
  start: number;
  end: number;
}

/** A request queued on a device, by the id the device made, with the reply it got (migration 0049). */
export interface DeviceRequestsTable {
  user_id: string;
  id: string;
  kind: string;
  reply: ColumnType<unknown, string | null, string>;
  created_at: WrittenAt;
}

/** A question file imported in the background, with its progress (migration 0051). */
export interface ImportJobsTable {
  id: string;
  author_id: string | null;
  file_name: string;
  options: ColumnType<unknown, string, never>;
  status: "queued" | "running" | "done" | "refused" | "failed";
  phase: "waiting" | "reading" | "writing" | "finished";
  done: Generated<number>;
  total: Generated<number>;
  counts: ColumnType<unknown, string, string>;
  skipped: ColumnType<unknown, string, string>;
  problems: ColumnType<unknown, string, string>;
  /** What the imported questions lost, by name (migration 0060). */
  warnings: ColumnType<unknown, string, string>;
  /** The categories the job created (with their ids; none in a dry run), written with each batch. */
  new_categories: ColumnType<unknown, string, string>;
  /** Runs started; a run that finds an earlier one unfinished resumes it, or ends the job (see import/job.ts). */
  attempts: Generated<number>;
  created_at: WrittenAt;
  finished_at: Timestamp | null;
}

/** An import job's upload, in order, kept until the job finishes (migration 0051). */
export interface ImportJobPartsTable {
  job_id: string;
  part: number;
  bytes: Buffer;
}

export interface TriesTable {
  id: string;
  user_id: string;
  question_id: string;
  run_id: string | null;
  correct: boolean;
  created_at: WrittenAt;
}

/** Kept by the database in each try's transaction (migration 0027): never written by the app. */
export interface LearnerCategoryStatsTable {
  user_id: string;
  category_id: string;
  right_count: number;
  wrong_count: number;
}

/** A learner's first answer to a question, ever (the "how others answered" shares). */
export interface FirstAnswersTable {
  user_id: string;
  question_id: string;
  /** The stored option number (1 is the key); null for old tries whose run is gone. */
  option: number | null;
  correct: boolean;
  answered_at: WrittenAt;
}

export interface QuestionAnswerCountsTable {
  question_id: string;
  learners: number;
  correct: number;
}

export interface QuestionOptionCountsTable {
  question_id: string;
  option: number;
  learners: number;
}

export interface DoLaterTable {
  user_id: string;
  question_id: string;
  created_at: WrittenAt;
}

export interface RevisionKeysTable {
  id: string;
  user_id: string;
  question_id: string;
  category_id: string;
  answer: string;
  created_at: WrittenAt;
}

/** FSRS memory state of a card, as ts-fsrs keeps it (state 0 New, 1 Learning, 2 Review, 3 Relearning). */
export interface ReviewCardState {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

export type ReviewCardKind = "key" | "question";

export interface ReviewCardsTable {
  id: string;
  user_id: string;
  kind: ReviewCardKind;
  question_id: string;
  revision_key_id: string | null;
  /** Question cards: stored option numbers (1..5) in the order the card shows them. */
  option_order: number[] | null;
  due: ColumnType<Date, Date | string, Date | string>;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Timestamp | null;
  created_at: WrittenAt;
}

/** The card's state as JSON (dates as ISO strings), before and after one grade. */
export type ReviewStateJson = Omit<ReviewCardState, "due" | "last_review"> & {
  due: string;
  last_review: string | null;
};

export interface ReviewLogsTable {
  id: string;
  card_id: string;
  user_id: string;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: number;
  reviewed_at: ColumnType<Date, Date | string, Date | string>;
  before: ColumnType<ReviewStateJson, string, string>;
  after: ColumnType<ReviewStateJson, string, string>;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  stripe_subscription_id: string;
  plan: "silver" | "gold" | "diamond";
  status: string;
  cancel_at_period_end: Generated<boolean>;
  trial_end: Timestamp | null;
  current_period_end: Timestamp;
  created_at: WrittenAt;
  updated_at: StampedAt;
  /** When the provider wrote the state held here (its event's `created`); null for our own changes. */
  provider_event_at: Timestamp | null;
}

export interface MasteryPurchasesTable {
  id: string;
  user_id: string;
  attempts: number;
  used_attempts_count: Generated<number>;
  stripe_checkout_session_id: string | null;
  created_at: WrittenAt;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  processed_at: WrittenAt;
}

export interface TicketsTable {
  id: string;
  user_id: string;
  question_id: string | null;
  category: number;
  text: string;
  status: Generated<number>;
  image_id: string | null;
  created_at: WrittenAt;
  last_activity_at: StampedAt;
}

export interface TicketAnswersTable {
  id: string;
  ticket_id: string;
  user_id: string;
  text: string;
  created_at: WrittenAt;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  link: string | null;
  created_at: WrittenAt;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
  last_error: string | null;
  /** Unsent mails with one key to one address are one mail (support's answers to a ticket). */
  burst_key: string | null;
}

export type PurchaseKind = "plan" | "mastery";

export interface CheckoutsTable {
  /** Stripe's Checkout Session id, or our own for the offline checkout. */
  id: string;
  user_id: string;
  purchase: PurchaseKind;
  price_id: string;
  status: CheckoutStatus;
  created_at: WrittenAt;
  completed_at: Timestamp | null;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  /** What the money came through (an invoice or a checkout): one payment each. */
  source_id: string;
  description: string;
  amount_cents: number;
  currency: string;
  receipt_url: string | null;
  created_at: WrittenAt;
}

export type CheckoutStatus = "open" | "paid" | "cancelled" | "refused";
export type RefusalReason = "plan_live" | "amount_mismatch" | "account_erased";

/** An item of the minute sweep that failed: counted, and set aside after three failures. */
export interface SweepFailuresTable {
  step: string;
  item_id: string;
  failures: number;
  last_error: string;
  first_failed_at: Timestamp;
  last_failed_at: Timestamp;
  set_aside_at: Timestamp | null;
}

/** A payment the provider took that was not granted; its money goes back (`refunded`) or an admin acts (`failed`). */
export interface PaymentRefusalsTable {
  id: string;
  user_id: string;
  /** The provider's subscription for a plan, else the checkout: one refusal each. */
  source_id: string;
  checkout_id: string | null;
  subscription_id: string | null;
  reason: RefusalReason;
  amount_cents: number | null;
  currency: string | null;
  status: "pending" | "refunded" | "failed";
  tries: Generated<number>;
  created_at: WrittenAt;
  settled_at: Timestamp | null;
}

export type LevelChangeReason = "purchase" | "webhook" | "admin" | "expiry" | "trial";

export interface LevelChangesTable {
  id: string;
  user_id: string;
  from_level: number;
  to_level: number;
  reason: LevelChangeReason;
  actor_id: string | null;
  created_at: WrittenAt;
}

export interface VisitsTable {
  day: string;
  visitor_hash: string;
}

export interface AccountAdjustmentsTable {
  user_id: string;
  /** Extra time in force on the learner's timed runs, in percent of the exam's time. */
  extra_time_percent: Generated<number>;
  /** A percentage an admin granted beyond the standard 25%; null when none. */
  granted_percent: number | null;
  large_text: Generated<boolean>;
  wide_spacing: Generated<boolean>;
  dyslexia_font: Generated<boolean>;
  reduced_motion: Generated<boolean>;
  updated_at: StampedAt;
}

export interface AppSettingsTable {
  only_row: Generated<boolean>;
  /** The pass mark readiness is compared with, in percent. */
  pass_mark: Generated<number>;
  updated_at: Timestamp | null;
  updated_by: string | null;
}

/** A comment under a question, or a reply to one (one level deep, migration 0055). */
export interface CommentsTable {
  id: string;
  question_id: string;
  user_id: string;
  parent_id: string | null;
  depth: GeneratedAlways<number>;
  parent_depth: GeneratedAlways<number | null>;
  text: string;
  created_at: WrittenAt;
  edited_at: Timestamp | null;
  deleted_at: Timestamp | null;
  hidden_at: Timestamp | null;
  /** When an admin last restored it: reports before this no longer count towards hiding it. */
  reviewed_at: Timestamp | null;
}

export interface CommentVotesTable {
  comment_id: string;
  user_id: string;
  created_at: WrittenAt;
}

export interface CommentReportsTable {
  comment_id: string;
  user_id: string;
  reason: string;
  created_at: WrittenAt;
}

/** An admin's mute: no new comments until `until` (null: for good). The latest one counts. */
export interface DiscussionMutesTable {
  id: string;
  user_id: string;
  until: Timestamp | null;
  reason: string;
  created_by: string | null;
  created_at: WrittenAt;
}

export type ExamResult = "passed" | "failed" | "not_taken";

/** A learner's plan to their exam date (migration 0058). */
export interface ExamPlansTable {
  user_id: string;
  /** The exam's calendar day, YYYY-MM-DD. */
  exam_date: ColumnType<string, string, string>;
  result: ExamResult | null;
  created_at: WrittenAt;
  updated_at: StampedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  oauth_accounts: OauthAccountsTable;
  email_tokens: EmailTokensTable;
  link_requests: LinkRequestsTable;
  auth_throttle: AuthThrottleTable;
  categories: CategoriesTable;
  images: ImagesTable;
  questions: QuestionsTable;
  runs: RunsTable;
  run_questions: RunQuestionsTable;
  tries: TriesTable;
  learner_category_stats: LearnerCategoryStatsTable;
  first_answers: FirstAnswersTable;
  question_answer_counts: QuestionAnswerCountsTable;
  question_option_counts: QuestionOptionCountsTable;
  do_later: DoLaterTable;
  revision_keys: RevisionKeysTable;
  subscriptions: SubscriptionsTable;
  mastery_purchases: MasteryPurchasesTable;
  payment_events: PaymentEventsTable;
  tickets: TicketsTable;
  ticket_answers: TicketAnswersTable;
  visits: VisitsTable;
  mail_outbox: MailOutboxTable;
  checkouts: CheckoutsTable;
  payment_refusals: PaymentRefusalsTable;
  payments: PaymentsTable;
  level_changes: LevelChangesTable;
  review_cards: ReviewCardsTable;
  exam_plans: ExamPlansTable;
  review_logs: ReviewLogsTable;
  account_adjustments: AccountAdjustmentsTable;
  app_settings: AppSettingsTable;
  sweep_failures: SweepFailuresTable;
  content_map_versions: ContentMapVersionsTable;
  content_map_entries: ContentMapEntriesTable;
  content_map_links: ContentMapLinksTable;
  question_areas: QuestionAreasTable;
  question_revisions: QuestionRevisionsTable;
  device_requests: DeviceRequestsTable;
  import_jobs: ImportJobsTable;
  import_job_parts: ImportJobPartsTable;
  comments: CommentsTable;
  comment_votes: CommentVotesTable;
  comment_reports: CommentReportsTable;
  discussion_mutes: DiscussionMutesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type QuestionRow = Selectable<QuestionsTable>;
export type RunRow = Selectable<RunsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CheckoutRow = Selectable<CheckoutsTable>;
export type PaymentRefusalRow = Selectable<PaymentRefusalsTable>;
export type ReviewCardRow = Selectable<ReviewCardsTable>;
