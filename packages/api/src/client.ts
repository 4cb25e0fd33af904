// What the web app may import at run time: schemas and constants, never server code.
export * from "./auth/schemas.ts";
export * from "./account/schemas.ts";
export * from "./shared/levels.ts";
export { PASSWORD_MAX, PASSWORD_MIN } from "./auth/password-rules.ts";
/** The rule that refuses easily guessed passwords, loaded on demand: its dictionaries are large. */
export const loadPasswordStrength = () => import("./auth/password-strength.ts");
export { isPublicPath } from "./auth/paths.ts";
export { loginNotice } from "./auth/login-notices.ts";
export * from "./qbank/constants.ts";
export { mergeHighlights } from "./qbank/highlights.ts";
export { wordDiff, type Piece as DiffPiece } from "./content/revisions/word-diff.ts";
export { percent } from "./shared/percent.ts";
export { MAX_TRPC_BATCH, FOR_ACCOUNT_HEADER } from "./shared/transport.ts";
export type { RunQuestion, RunPage, RunInfo, Results, CategoryDetail } from "./qbank/schemas.ts";
export type { Pacing, PaceHistory } from "./qbank/schemas.ts";
export { allowedSecondsPerQuestion, paceLabel, paceMinutes } from "./qbank/pacing.ts";
export { resultsDefinition, SCORE_OF_ANSWERED, SCORE_OF_RUN, scoreText, servedSoFar } from "./qbank/score.ts";
export { reportText, ticketCategories, ticketSorts, ticketStatuses } from "./support/schemas.ts";
export type { Performance } from "./stats/schemas.ts";
export type { AppRouter } from "./root.ts";
export { issuesToItems, type ErrorItem } from "./shared/error-items.ts";
export * from "./shared/image-rules.ts";
export { REVISION_PAGE_SIZE, REVISION_QUERY_MAX } from "./revision-keys/schemas.ts";
export * from "./payments/plans.ts";
export {
  ADMIN_QUESTION_LIST,
  CATEGORY_NAME_MAX,
  assignableLevels,
  categoryLevels,
  questionSorts,
  UNTAGGED,
} from "./admin/schemas.ts";
export type { CheckoutStatus, PaymentUser, Refusal, Trial } from "./payments/schemas.ts";
export type { SetAsideItem } from "./maintenance/schemas.ts";
export * from "./admin/quality.ts";
export { rolesFor, type LivePlan } from "./admin/roles.ts";
export { REVIEW_GRADES } from "./review/schemas.ts";
export type { ReviewCard, ReviewSummary, DueReview, GradedReview } from "./review/schemas.ts";
export { READINESS_MIN_ANSWERS, READINESS_WINDOW, type Readiness } from "./stats/schemas.ts";
export { PASS_MARK_MAX, PASS_MARK_MIN } from "./admin/schemas.ts";
export { REPEATABLE_MUTATIONS } from "./shared/repeatable.ts";
export * from "./content/constants.ts";
export type {
  AreaCoverage,
  ContentMap,
  ImportJob,
  ImportOutcome,
  ImportResult,
  MapUploadResult,
  QuestionHistory,
} from "./content/schemas.ts";
export { bulkTagInput } from "./content/schemas.ts";
export {
  ANSWER_FIRST,
  COMMENT_MAX,
  commentTextField,
  DISPLAY_NAME_MAX,
  MODERATION_PAGE_SIZE,
  muteDays,
  reasonField,
  REPORT_REASON_MAX,
  saveDiscussionProfileInput,
} from "./discussion/schemas.ts";
export type { Comment, Discussion, ModerationItem, Reply } from "./discussion/schemas.ts";
export { examDateInput, examResults, type Plan } from "./plan/schemas.ts";
export { targetShown, todaySessionSize } from "./plan/today.ts";
export { customPools, type CustomStart } from "./qbank/schemas.ts";
export type { Percentile } from "./stats/percentile.ts";
