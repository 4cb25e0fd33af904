/**
 * How admins read a question's figures. Below `QUALITY_MIN_ANSWERS` answers the figures are
 * shown but not rated, and an unpicked distractor is not yet a finding.
 */
export const QUALITY_MIN_ANSWERS = 20;

/** Facility (share right): under 30% the item is hard, over 90% it is easy for this cohort. */
export function facilityBand(facility: number | null, answered: number): "Hard" | "Easy" | null {
  if (facility === null || answered < QUALITY_MIN_ANSWERS) return null;
  if (facility < 0.3) return "Hard";
  return facility > 0.9 ? "Easy" : null;
}

/** Discrimination bands after Ebel: 0.4 and over very good, 0.3 good, 0.2 marginal, below poor. */
export function discriminationBand(
  discrimination: number | null,
  answered: number,
): "Very good" | "Good" | "Marginal" | "Poor" | null {
  if (discrimination === null || answered < QUALITY_MIN_ANSWERS) return null;
  if (discrimination >= 0.4) return "Very good";
  if (discrimination >= 0.3) return "Good";
  return discrimination >= 0.2 ? "Marginal" : "Poor";
}

/** The distractors (options 2 to 5) nobody picked, once enough learners answered. */
export function unpickedDistractors(picks: readonly number[], answered: number): number[] {
  if (answered < QUALITY_MIN_ANSWERS) return [];
  return picks.flatMap((count, i) => (i > 0 && count === 0 ? [i + 1] : []));
}
