import { areasOfQuestions, passMark, recentFirstAnswers, type RecentAnswer } from "@qbank/db";
import type { AuthedContext } from "../context.ts";
import { READINESS_MIN_ANSWERS, READINESS_WINDOW, type Readiness } from "./schemas.ts";

/** A question's facility counts once this many first answers (all learners') stand behind it. */
const DIFFICULTY_MIN_ANSWERS = 20;
/** 95% two-sided. */
const Z = 1.96;

const oneDecimal = (share: number) => Math.round(share * 1000) / 10;

/** Harder questions weigh more: 0.5 for one everybody gets right, 1.5 for one nobody does, 1 when unknown. */
const weightOf = (a: RecentAnswer) => (a.facility === null ? 1 : 1.5 - a.facility);

/**
 * The score expected in a full mock today: difficulty-weighted accuracy over the answers,
 * with a 95% Wilson score interval on the weighted sample's effective size (Kish's
 * (sum w)^2 / sum w^2), so a range from few or very unevenly weighted answers is wider.
 */
function estimateScore(answers: RecentAnswer[]): { score: number; low: number; high: number } {
  const weights = answers.map(weightOf);
  const total = weights.reduce((s, w) => s + w, 0);
  const right = answers.reduce((s, a, i) => s + (a.correct ? weights[i]! : 0), 0);
  const p = right / total;
  const n = total ** 2 / weights.reduce((s, w) => s + w * w, 0);
  const z2n = (Z * Z) / n;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (Z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / n + (Z * Z) / (4 * n * n));
  return {
    score: oneDecimal(p),
    low: oneDecimal(Math.max(0, centre - half)),
    high: oneDecimal(Math.min(1, centre + half)),
  };
}

const verdictOf = (range: { low: number; high: number }, mark: number): "above" | "borderline" | "below" =>
  range.low >= mark ? "above" : range.high < mark ? "below" : "borderline";

/** The learner's readiness from their newest first answers since their last bank reset. */
export async function readiness(ctx: Pick<AuthedContext, "db" | "user">): Promise<Readiness> {
  const [answers, pass_mark] = await Promise.all([
    recentFirstAnswers(ctx.db, {
      userId: ctx.user.id,
      since: ctx.user.qbank_reset_at,
      limit: READINESS_WINDOW,
      minAnswers: DIFFICULTY_MIN_ANSWERS,
    }),
    passMark(ctx.db),
  ]);
  const needed = Math.max(0, READINESS_MIN_ANSWERS - answers.length);
  const areas = await areasOfQuestions(ctx.db, [...new Set(answers.map((a) => a.question_id))]);
  const basis = { answers: answers.length, needed, areas_covered: new Set([...areas.values()].flat()).size };
  if (needed > 0) return { ...basis, pass_mark, estimate: null };
  const range = estimateScore(answers);
  return { ...basis, pass_mark, estimate: { ...range, verdict: verdictOf(range, pass_mark) } };
}
