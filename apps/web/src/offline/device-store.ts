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
}

interface DeviceSchema extends DBSchema {
  queue: { key: number; value: QueuedItem };
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

export async function enqueue(item: QueuedItem): Promise<void> {
  await (await db()).add("queue", item);
}

/** Everything waiting, oldest first. */
export async function queued(): Promise<QueuedItem[]> {
  return (await db()).getAll("queue");
}

export async function dequeue(seq: number): Promise<void> {
  await (await db()).delete("queue", seq);
}

export async function saveRun(run: StoredRun): Promise<void> {
  await (await db()).put("runs", run);
}

export async function storedRun(id: string): Promise<StoredRun | undefined> {
  return (await db()).get("runs", id);
}

export async function setLastSync(at: Date): Promise<void> {
  await (await db()).put("meta", at.toISOString(), "lastSync");
}

export async function lastSync(): Promise<string | undefined> {
  return (await db()).get("meta", "lastSync");
}

/** Forgets the queue and the runs kept on this device (at logout). */
export async function clearDevice(): Promise<void> {
  const d = await db();
  await Promise.all([d.clear("queue"), d.clear("runs"), d.clear("meta")]);
}
