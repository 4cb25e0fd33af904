import type { Pacing, Results, RunInfo, RunQuestion } from "@qbank/api/client";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/** A request made in the player while the network was away, waiting to be sent in order. */
export type QueuedRequest =
  | { kind: "answer"; input: { run: string; question: string; answer: number; device_id: string } }
  | { kind: "flag" | "unflag"; input: { id: string; device_id: string } }
  | { kind: "key"; input: { question: string; device_id: string } }
  | { kind: "mark"; input: MarkRequest };

/** A question's study aids, sent whole. */
export interface MarkRequest {
  run: string;
  question: string;
  struck: number[];
  highlights: { start: number; end: number }[];
  device_id: string;
}

export type QueuedItem = QueuedRequest & { seq?: number; run: string };

/** A queued request as kept: whose it is (the signed-in user who made it) and when it was made. */
export type OwnedItem = QueuedItem & { user?: string; at?: string };

/** How long a request waits for its owner's next sign-in before the device forgets it. */
export const QUEUE_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A run as the player last showed it, to reopen it from the device. */
export interface StoredRun {
  id: string;
  run: RunInfo;
  questions: RunQuestion[];
  doLater: string[];
  length: number;
  /** Server time minus local time when the run was last loaded from the server. */
  clockOffset: number;
  results?: Results | undefined;
  pacing?: Pacing | null | undefined;
  /** The user it was shown to; another account on this device never reopens it. */
  user?: string | undefined;
}

interface DeviceSchema extends DBSchema {
  queue: { key: number; value: OwnedItem };
  runs: { key: string; value: StoredRun };
  meta: { key: string; value: string };
}

let opened: Promise<IDBPDatabase<DeviceSchema>> | undefined;

function db(): Promise<IDBPDatabase<DeviceSchema>> {
  opened ??= openDB<DeviceSchema>("qbank-device", 1, {
    upgrade(d) {
      d.createObjectStore("queue", { keyPath: "seq", autoIncrement: true });
      d.createObjectStore("runs", { keyPath: "id" });
      d.createObjectStore("meta");
    },
  });
  return opened;
}

/** Keeps a request for `user`; resolves to its place in the queue. */
export async function enqueue(item: QueuedItem, user: string, at: Date): Promise<number> {
  return (await db()).add("queue", { ...item, user, at: at.toISOString() });
}

/**
 * What waits for `user`, oldest first. Requests older than 30 days (by `now`) are forgotten on
 * the way, whoever made them; requests of other accounts stay for their owners.
 */
export async function queued(user: string | undefined, now: Date): Promise<QueuedItem[]> {
  const d = await db();
  const all = await d.getAll("queue");
  const cutoff = now.getTime() - QUEUE_KEEP_MS;
  // A request kept before owners were recorded has neither: it is nobody's to send, and it ages out.
  const expired = all.filter((i) => Date.parse(i.at ?? "1970-01-01T00:00:00Z") < cutoff);
  await Promise.all(expired.map((i) => d.delete("queue", i.seq!)));
  return all.filter((i) => !expired.includes(i) && user !== undefined && i.user === user);
}

export async function dequeue(seq: number): Promise<void> {
  await (await db()).delete("queue", seq);
}

export async function saveRun(run: StoredRun): Promise<void> {
  await (await db()).put("runs", run);
}

export async function storedRun(id: string, user: string | undefined): Promise<StoredRun | undefined> {
  const run = await (await db()).get("runs", id);
  return run && user !== undefined && run.user === user ? run : undefined;
}

/** The account's latest run on this device that has not ended: where an offline learner goes back to. */
export async function latestOpenRun(user: string): Promise<StoredRun | undefined> {
  const runs = (await (await db()).getAll("runs")).filter((r) => r.user === user && !r.run.ended && !r.results);
  return runs.sort((a, b) => Date.parse(b.run.started_at) - Date.parse(a.run.started_at))[0];
}

export async function setLastSync(user: string, at: Date): Promise<void> {
  await (await db()).put("meta", at.toISOString(), `lastSync:${user}`);
}

export async function lastSync(user: string): Promise<string | undefined> {
  return (await db()).get("meta", `lastSync:${user}`);
}

/** Forgets one account's queue, runs and last sync on this device (at logout, at deletion). */
export async function clearDevice(user: string): Promise<void> {
  const d = await db();
  const [items, runs] = await Promise.all([d.getAll("queue"), d.getAll("runs")]);
  await Promise.all([
    ...items.filter((i) => i.user === user).map((i) => d.delete("queue", i.seq!)),
    ...runs.filter((r) => r.user === user).map((r) => d.delete("runs", r.id)),
    d.delete("meta", `lastSync:${user}`),
  ]);
}
