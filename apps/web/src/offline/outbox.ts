import { TRPCClientError } from "@trpc/client";
import { useSyncExternalStore } from "react";
import { onPageAccountChange, pageAccount } from "../app/page-account.ts";
import { api, errorItems, httpStatus } from "../app/trpc.ts";
import { dequeue, enqueue, lastSync, queued, setLastSync, storedRun, type QueuedItem } from "./device-store.ts";
import { QUEUE_SYNC_TAG, sendQueued } from "./queue-send.ts";

/** What the player shows of the device's queue. */
export interface OutboxState {
  online: boolean;
  /** Requests waiting on this device, and how many of them are answers. */
  unsent: number;
  unsentAnswers: number;
  /** What the server refused when a queued request reached it, in the learner's words. */
  refusals: string[];
  /** When this account's queued requests last reached the server (ISO), if ever on this device. */
  lastSync?: string | undefined;
}

let state: OutboxState = { online: navigator.onLine, unsent: 0, unsentAnswers: 0, refusals: [] };
const listeners = new Set<() => void>();

function update(change: Partial<OutboxState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

/**
 * The account whose requests this page queues, shows and sends: the one it was drawn for, never
 * whoever signed in last in another tab.
 */
const owner = (): string | undefined => pageAccount();

/**
 * Requests this page is sending right now. Each is kept on the device before it goes, so one cut
 * off by a reload or a closed tab is sent at the app's next opening; while this page waits for its
 * reply it is neither counted as waiting nor sent a second time from here.
 */
const sending = new Set<number>();

/** The page's account's requests (only theirs are counted, shown or sent). */
async function recount(): Promise<QueuedItem[]> {
  const user = owner();
  const [all, at] = await Promise.all([queued(user, new Date()), user ? lastSync(user) : undefined]);
  const items = all.filter((i) => !sending.has(i.seq!));
  update({ unsent: items.length, unsentAnswers: items.filter((i) => i.kind === "answer").length, lastSync: at });
  return items;
}

/** The session's own user, asked of the server: requests go only with their maker's session. */
async function sessionUser(): Promise<string | undefined> {
  const who = await api.auth.userData.query();
  return "id" in who ? who.id : undefined;
}

/** A refusal in the learner's words; an answer's names its question as the player numbers it. */
async function refusalText(item: QueuedItem, error: unknown): Promise<string> {
  const message = errorItems(error)[0]?.message ?? "An answer was refused.";
  if (item.kind !== "answer") return message;
  const run = await storedRun(item.run, owner()).catch(() => undefined);
  const position = run?.questions.findIndex((q) => q.id === item.input.question) ?? -1;
  return position === -1 ? `An answer: ${message}` : `Question ${position + 1}: ${message}`;
}

/** A call that never reached an answer from the server (offline, or the connection dropped). */
export const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TRPCClientError && httpStatus(error) === undefined;

let flushing: Promise<boolean> | null = null;
let rerun: Promise<boolean> | null = null;

/**
 * Sends what waits, oldest first, each with its device id (a replay is stored once). Stops at
 * the first request the network or the server could not take (it is tried again later); a
 * request the server refuses is dropped from the queue and its reason kept for the learner.
 * Resolves true when nothing is left.
 */
export function flush(): Promise<boolean> {
  // Asked during a pass (an account just signed in, the network came back), it may be asked for
  // what that pass started too early to see, such as the new account's queue: one more pass after.
  if (flushing) {
    rerun ??= flushing
      .catch(() => false)
      .then(() => {
        rerun = null;
        return flush();
      });
    return rerun;
  }
  flushing = (async () => {
    try {
      const user = owner();
      const items = await recount();
      if (!user || items.length === 0) return true;
      // Another account's session (it signed in elsewhere in this browser), or none: keep them.
      if ((await sessionUser().catch(() => undefined)) !== user) return false;
      for (const item of items) {
        if (owner() !== user) return false;
        try {
          await sendQueued(api, item, user);
        } catch (error) {
          const status = httpStatus(error);
          if (status === undefined || status >= 500 || status === 401 || status === 429) return false;
          update({ refusals: [...state.refusals, await refusalText(item, error)] });
        }
        await dequeue(item.seq!);
        await setLastSync(user, new Date());
        await recount();
      }
      return true;
    } finally {
      flushing = null;
      scheduleRetry(state.unsent > 0);
    }
  })();
  return flushing;
}

const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;
let retryMs = RETRY_FIRST_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** While something waits, tries again on a timer that backs off (2 s, 4 s, … up to a minute). */
function scheduleRetry(pending: boolean) {
  clearTimeout(retryTimer);
  if (!pending) {
    retryMs = RETRY_FIRST_MS;
    return;
  }
  retryTimer = setTimeout(() => void flush(), retryMs);
  retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
}

/** Keeps a request for later, as the page's account's, and tries to send the queue. */
export async function queue(item: QueuedItem): Promise<void> {
  const user = owner();
  // Nobody known on this device (never signed in online here): nothing can own the request.
  if (!user) throw new Error("Your answer could not be saved on this device. Check your connection and try again.");
  await enqueue(item, user, new Date());
  await sendLater();
}

/** What waits is counted, and sent when it can be (now, or by the worker once the network is back). */
async function sendLater(): Promise<void> {
  await recount();
  void askForBackgroundSync();
  void flush();
}

/** The Background Sync manager of a worker's registration (Chromium's; not in TypeScript's DOM types). */
interface BackgroundSync {
  register(tag: string): Promise<void>;
}

/**
 * Where the browser has Background Sync, asks it to wake the service worker once the network is
 * back, so the queue is sent even if the app is closed first. Elsewhere the page's own sender
 * (below) sends it at the app's next opening.
 */
async function askForBackgroundSync(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration: (ServiceWorkerRegistration & { sync?: BackgroundSync }) | undefined =
    await navigator.serviceWorker.getRegistration().catch(() => undefined);
  await registration?.sync?.register(QUEUE_SYNC_TAG).catch(() => undefined);
}

/** Whether a request must wait its turn in the queue rather than go at once. */
export const mustQueue = (): boolean => !navigator.onLine || state.unsent > 0;

export function dismissRefusals(): void {
  update({ refusals: [] });
}

let started = false;

/**
 * The app's one sender, started by the signed-in shell: sends the queue at start, when the
 * network returns, when the page comes back into view, when another account signs in on this
 * page (its own requests only), and on the backing-off timer while something waits.
 */
function start() {
  if (started) return;
  started = true;
  onPageAccountChange(() => {
    update({ refusals: [] });
    retryMs = RETRY_FIRST_MS;
    void flush();
  });
  window.addEventListener("online", () => {
    update({ online: true });
    retryMs = RETRY_FIRST_MS;
    void flush();
  });
  window.addEventListener("offline", () => update({ online: false }));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void flush();
  });
  void flush();
}

export function useOutbox(): OutboxState {
  start();
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/**
 * Sends a request at once, or keeps it in the device's queue when offline, when earlier ones
 * still wait, or when the connection drops on the way (its device id makes the resend safe).
 * Sent at once, it is kept on the device until the server answers, so a reload in that instant
 * loses nothing. Resolves to the server's reply, or undefined when the request was queued.
 */
export async function sendOrQueue<T>(item: QueuedItem, sendNow: () => Promise<T>): Promise<T | undefined> {
  if (mustQueue()) {
    await queue(item);
    return undefined;
  }
  const kept = await keepWhileSending(item);
  try {
    const reply = await sendNow();
    if (kept !== undefined) await forget(kept);
    return reply;
  } catch (error) {
    if (!isNetworkFailure(error)) {
      if (kept !== undefined) await forget(kept);
      throw error;
    }
    if (kept === undefined) await queue(item);
    else {
      sending.delete(kept);
      await sendLater();
    }
    return undefined;
  }
}

/** Keeps a request on the device while it goes (when the device can keep it); its place in the queue. */
async function keepWhileSending(item: QueuedItem): Promise<number | undefined> {
  const user = owner();
  if (!user) return undefined;
  const seq = await enqueue(item, user, new Date()).catch(() => undefined);
  if (seq !== undefined) sending.add(seq);
  return seq;
}

/** A request the server has answered: it no longer waits anywhere. */
async function forget(seq: number): Promise<void> {
  sending.delete(seq);
  await dequeue(seq).catch(() => undefined);
}

/** The page's account's unsent requests: answers, and everything else. */
export const unsentCounts = (): { answers: number; others: number } => ({
  answers: state.unsentAnswers,
  others: state.unsent - state.unsentAnswers,
});
