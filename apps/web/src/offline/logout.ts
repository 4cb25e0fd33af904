import { clearDevice } from "./device-store.ts";
import { flush } from "./outbox.ts";

export const UNSENT_AT_LOGOUT = "Some answers on this device have not been sent yet. Log out anyway and lose them?";

/**
 * Before logging out: sends what the device still holds; if some of it cannot be sent, the
 * learner confirms losing it. Then forgets the queue and the runs kept on the device.
 * False when the learner chose to stay.
 */
export async function releaseDevice(): Promise<boolean> {
  const empty = await flush().catch(() => false);
  if (!empty && !window.confirm(UNSENT_AT_LOGOUT)) return false;
  await clearDevice();
  return true;
}
