/** User and category level codes (docs/architecture.md, "Levels and scope"): one label per level everywhere. */
export const Level = {
  Blocked: -1,
  Hold: 1,
  Basic: 2,
  Trial: 2.5,
  Silver: 3,
  Gold: 4,
  Diamond: 5,
  Admin: 6,
  Owner: 7,
  MasteryPool: 9,
} as const;

export const levelLabels: Record<number, string> = {
  [-1]: "Blocked",
  0: "Visitor",
  1: "Hold",
  2: "Basic",
  2.5: "Trial",
  3: "Silver",
  4: "Gold",
  5: "Diamond",
  6: "Admin",
  7: "Owner",
  9: "Master Mock",
};

export const levelLabel = (level: number): string => levelLabels[level] ?? `Level ${level}`;

/** Lowest level that may use the learner area, reset the bank, take unlimited mocks, administer. */
export const LEARNER_MIN_LEVEL = Level.Basic;
export const RESET_MIN_LEVEL = Level.Gold;
export const UNLIMITED_MOCK_MIN_LEVEL = Level.Diamond;
export const PAYMENT_UPDATE_MIN_LEVEL = Level.Silver;
export const ADMIN_MIN_LEVEL = Level.Admin;

/** Named rules on levels: the web app and the server ask these, never compare numbers by hand. */
export const isAdmin = (level: number): boolean => level >= ADMIN_MIN_LEVEL;
export const isLearner = (level: number): boolean => level >= LEARNER_MIN_LEVEL;
/** Silver and up see the whole bank; Basic and Trial see the demo categories. */
export const hasFullBank = (level: number): boolean => level >= Level.Silver;
/** Random mode is part of every plan but Silver. */
export const mayUseRandom = (level: number): boolean => level !== Level.Silver;
/** '/' and '/user' open the bank above Basic, Trial included. */
export const landsInBank = (level: number): boolean => level > Level.Basic;
export const mayResetBank = (level: number): boolean => level >= RESET_MIN_LEVEL;
export const hasUnlimitedMocks = (level: number): boolean => level >= UNLIMITED_MOCK_MIN_LEVEL;
export const mayUpdatePayment = (level: number): boolean => level >= PAYMENT_UPDATE_MIN_LEVEL;

/** Why an account may not sign in or act, or null when it may (Blocked and Hold). */
export function accountRefusal(level: number): string | null {
  if (level === Level.Blocked) return "Your account has been blocked.";
  if (level === Level.Hold) return "Your account is on hold. Please contact support.";
  return null;
}
