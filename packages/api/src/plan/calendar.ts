/**
 * Calendar days (YYYY-MM-DD) in the learner's time zone. A plan counts days, not hours: the
 * day an instant falls in is read in the zone (Europe/London: GMT in winter, BST in summer),
 * and days are then counted on the calendar, so a week with a clock change has seven days like
 * any other and an answer at 00:30 BST counts for the day it was given on.
 */

/** One formatter per zone: making one costs some 15 times what it takes to format a day with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day `now` falls in, in `timeZone`. */
export function localDay(now: Date, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const p of dayFormat(timeZone).formatToParts(now)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number): string => dayOf(utcOf(day) + n * DAY_MS);
/** The same day `n` years on (29 February gives 28 February in a common year). */
export function addYears(day: string, n: number): string {
  const moved = `${String(Number(day.slice(0, 4)) + n).padStart(4, "0")}${day.slice(4)}`;
  return isCalendarDay(moved) ? moved : `${moved.slice(0, 8)}28`;
}
/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
/** 0 for Monday to 6 for Sunday. */
export const weekdayOf = (day: string): number => (new Date(utcOf(day)).getUTCDay() + 6) % 7;
export const mondayOf = (day: string): string => addDays(day, -weekdayOf(day));

/** The plan's rest day: Sunday, one a week. */
export const REST_WEEKDAY = 6;
export const isRestDay = (day: string): boolean => weekdayOf(day) === REST_WEEKDAY;

/**
 * Study days in [from, to): every day but the rest day. Counted, not walked: each whole week
 * holds one rest day, and the days left over hold one when the rest day comes within them (a
 * day-by-day walk took 70 µs for an exam three months away, twice on every plan read).
 */
export function studyDays(from: string, to: string): number {
  const days = daysBetween(from, to);
  if (days <= 0) return 0;
  const weeks = Math.floor(days / 7);
  const untilRest = (REST_WEEKDAY - weekdayOf(from) + 7) % 7;
  return days - weeks - (untilRest < days % 7 ? 1 : 0);
}

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export const isCalendarDay = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(utcOf(text)) === text;
