import type { UserData } from "@qbank/api/client";

const KEY = "qbank-user";

/**
 * The signed-in person as the server last described them, kept on the device with the shell so
 * that screens opened offline show their name, plan and menu (a page opened offline is drawn for
 * them). Forgotten at sign-out, at deletion and when the server says nobody is signed in.
 */
export function knownUser(): UserData | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as UserData) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberUser(user: UserData | undefined): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or storage full: offline screens then show a visitor, and nothing is queued as anyone.
  }
}
