import { loadPasswordStrength, type ErrorItem } from "@qbank/api/client";

let loading: ReturnType<typeof loadPasswordStrength> | undefined;

/** Starts loading the password rule (its dictionaries are large) when a new password is about to be typed. */
export function preloadPasswordRule(): void {
  loading ??= loadPasswordStrength();
  loading.catch(() => (loading = undefined));
}

/**
 * The server's rule for easily guessed passwords, run in the browser before sending. When the
 * rule cannot load (offline, a new version deployed), the server still refuses in the same words.
 */
export async function weakPasswordItems(password: string, personal: string[] = []): Promise<ErrorItem[]> {
  try {
    loading ??= loadPasswordStrength();
    const why = (await loading).passwordWeakness(password, personal);
    return why ? [{ object: "password", message: why }] : [];
  } catch {
    loading = undefined;
    return [];
  }
}
