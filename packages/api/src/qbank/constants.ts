/** Business constants of the question bank. */
export const PAGE_SIZE = 10;
export const EXAM_QUESTIONS = 180;
export const MASTERY_MAX_QUESTIONS = 180;
/** The exam's own time: 3 hours. */
export const EXAM_TIME_MS = 10_800_000;
/** Allowed past the time shown, for an answer in flight; extra time does not stretch it. */
export const DEADLINE_GRACE_MS = 5_000;
/** 3 hours plus 5 seconds of grace, kept by the server. */
export const TIMED_RUN_MS = EXAM_TIME_MS + DEADLINE_GRACE_MS;
/** The exam's time with the learner's extra time (a whole percentage of the exam's time). */
export const examTimeMs = (extraTimePercent: number) => EXAM_TIME_MS + (EXAM_TIME_MS / 100) * extraTimePercent;
/** A timed run's length kept by the server: the learner's exam time and the grace. */
export const timedRunMs = (extraTimePercent: number) => examTimeMs(extraTimePercent) + DEADLINE_GRACE_MS;
export const OPTIONS_PER_QUESTION = 5;

export const practiceModes = ["all", "new", "wrong", "marked"] as const;
/** A custom session (the session builder's, or today's session of the plan): tutor or timed. */
export const customModes = ["custom", "custom_timed"] as const;
export const runModes = [...practiceModes, "exam", "mastery", ...customModes] as const;
export type TimedMode = "exam" | "mastery" | "custom_timed";
export const isTimedMode = (mode: string): mode is TimedMode =>
  mode === "exam" || mode === "mastery" || mode === "custom_timed";
/** Runs whose questions are all drawn at the start: timed runs and custom sessions (practice runs draw as they go). */
export const hasFixedList = (mode: string): boolean => isTimedMode(mode) || mode === "custom";

/** A custom session: 10 to 180 questions; timed, 72 seconds a question (the exam itself allows 60). */
export const CUSTOM_MIN_QUESTIONS = 10;
export const CUSTOM_MAX_QUESTIONS = 180;
export const CUSTOM_SECONDS_PER_QUESTION = 72;
/** A timed custom session's own time with the learner's extra time, plus the grace, kept by the server. */
export const customTimedRunMs = (questions: number, extraTimePercent: number) =>
  questions * CUSTOM_SECONDS_PER_QUESTION * 1000 * (1 + extraTimePercent / 100) + DEADLINE_GRACE_MS;
/** The builder's words when nothing matches its choice. */
export const NO_CUSTOM_MATCH = "No questions match; widen the choice.";

/** The alert when a mastery mock is started with no attempt left. */
export const NO_ATTEMPTS = "You don't have any attempts left. Purchase attempts to continue.";

export const sortOptions = { 1: "Most Right", 2: "Most Wrong", 3: "Most Answers" } as const;
export type SortKey = keyof typeof sortOptions;
/** What each sort of the category page counts, most first. */
export const SORT_ORDERS = { 1: "right", 2: "wrong", 3: "tries" } as const satisfies Record<SortKey, string>;
/** Questions per page of the web app's category page. */
export const CATEGORY_PAGE_SIZE = 50;

/** "How others answered" shows shares only from this many learners' first answers. */
export const PEER_MIN_LEARNERS = 20;
/** The real exam's pace: 180 questions in 3 hours. */
export const PACE_SECONDS = 60;
/** Longer than this on one question is a learner who walked away: it counts as this. */
export const QUESTION_TIME_CAP_SECONDS = 600;
/** How many of a mock's slowest questions its results list. */
export const SLOWEST_SHOWN = 3;
