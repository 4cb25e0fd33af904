import { hash, verify } from "@node-rs/argon2";
import { oneAtATime } from "../shared/one-at-a-time.ts";

// OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1.
// `algorithm: 2` is Argon2id (the library's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Each hash or check holds 19 MB while it runs (the point of a memory-hard hash), and libuv
 * runs four at once: a burst of sign-ins took the server past its 200 MB budget, and two at a
 * time still did. One at a time keeps it under; the others wait their turn in order. A second
 * hash at once would only take the core the event loop needs; more cores are used by more
 * processes (WEB_CONCURRENCY), each with its own turn.
 */
const inTurn = oneAtATime();

export const hashPassword = (password: string): Promise<string> => inTurn(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-ever");
  await verifyPassword(await dummyHash, password);
}
