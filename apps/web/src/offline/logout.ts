import { pageAccount } from "../app/page-account.ts";
import { clearDevice } from "./device-store.ts";
import { knownUser, rememberUser } from "./device-user.ts";
import { flush, unsentCounts } from "./outbox.ts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 answers have not been sent yet. Sign out anyway? They will be deleted from this device." */
export function unsentAtSignOut(answers: number, others: number): string {
  const what =
    answers > 0 && others > 0
      ? `${count(answers, "answer", "answers")} and ${count(others, "other change", "other changes")}`
      : answers > 0
        ? count(answers, "answer", "answers")
        : count(others, "change", "changes");
  const one = answers + others === 1;
  return `${what} ${one ? "has" : "have"} not been sent yet. Sign out anyway? ${one ? "It" : "They"} will be deleted from this device.`;
}

/** Forgets what this device keeps of an account: its queue, its runs, and the person. */
export async function forgetAccount(user: string | undefined): Promise<void> {
  if (user) await clearDevice(user).catch(() => undefined);
  rememberUser(undefined);
}

/**
 * After a mailed deletion link erased `user`: forgets what this device kept of that account, and
 * the person too if they were the account it knew.
 */
export async function forgetErasedAccount(user: string): Promise<void> {
  if (knownUser()?.id === user) return forgetAccount(user);
  await clearDevice(user).catch(() => undefined);
}

/**
 * Before signing out: sends what the device still holds of the account; if some of it cannot be
 * sent, the learner confirms losing it. Then forgets the account's queue, runs and person on the
 * device (other accounts' queued requests stay for them). False when the learner chose to stay.
 */
export async function releaseDevice(): Promise<boolean> {
  const empty = await flush().catch(() => false);
  if (!empty) {
    const { answers, others } = unsentCounts();
    if (answers + others > 0 && !window.confirm(unsentAtSignOut(answers, others))) return false;
  }
  await forgetAccount(pageAccount());
  return true;
}
