import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionWithUser,
  insertSession,
  updateSessionExpiry,
  type Db,
  type SessionUser,
} from "@qbank/db";
import { Lucia, TimeSpan, type Adapter, type DatabaseSession, type DatabaseUser } from "lucia";
import type { Clock } from "../shared/clock.ts";
import { sha256Hex } from "./crypto.ts";

export const SESSION_COOKIE = "qbank_session";

/**
 * Lucia's adapter over our queries. Lucia hands us the session id from the cookie; the
 * database only ever sees its SHA-256, so a leaked table holds no live sessions.
 */
export function createSessionAdapter(db: Db, clock: Clock): Adapter {
  return {
    async getSessionAndUser(sessionId): Promise<[DatabaseSession | null, DatabaseUser | null]> {
      const found = await findSessionWithUser(db, sha256Hex(sessionId));
      if (!found) return [null, null];
      return [
        { id: sessionId, userId: found.user.id, expiresAt: found.expiresAt, attributes: {} },
        { id: found.user.id, attributes: found.user },
      ];
    },
    // Every other method takes the cookie's own id; the table holds only hashes, which cannot
    // be turned back into ids. Nothing lists a user's sessions, so this refuses rather than
    // hand out hashes as ids (see docs/decisions.md, "Sessions").
    getUserSessions: () => Promise.reject(new Error("sessions are stored by hash: they cannot be listed by id")),
    setSession: (session) =>
      insertSession(db, {
        id: sha256Hex(session.id),
        user_id: session.userId,
        expires_at: session.expiresAt,
        epoch: session.attributes.epoch,
      }),
    updateSessionExpiration: (sessionId, expiresAt) => updateSessionExpiry(db, sha256Hex(sessionId), expiresAt),
    deleteSession: (sessionId) => deleteSession(db, sha256Hex(sessionId)),
    deleteUserSessions: (userId) => deleteUserSessions(db, userId),
    deleteExpiredSessions: () => deleteExpiredSessions(db, clock.now()),
  };
}

/** What a new session is started with: the account's epoch as its password check read it. */
export interface SessionStart {
  epoch?: number;
}

export type AppLucia = Lucia<SessionStart, SessionUser>;

/**
 * Lucia decides a session's expiry and renewal with the system time; it has no clock to
 * pass. Everything of ours about sessions (purging) reads the API's clock.
 */
export function createLucia(db: Db, options: { secure: boolean; clock: Clock }): AppLucia {
  return new Lucia(createSessionAdapter(db, options.clock), {
    sessionExpiresIn: new TimeSpan(30, "d"),
    sessionCookie: { name: SESSION_COOKIE, attributes: { secure: options.secure, sameSite: "lax" } },
    getUserAttributes: (attributes) => attributes,
    getSessionAttributes: (attributes) => attributes,
  });
}

declare module "lucia" {
  interface Register {
    DatabaseUserAttributes: SessionUser;
    DatabaseSessionAttributes: SessionStart;
  }
}
