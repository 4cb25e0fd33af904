import { Workbox } from "workbox-window";
import { offerUpdate } from "./update-state.ts";

/**
 * Registers the service worker the build made. A new version waits (it never swaps under a
 * learner mid-run); the page offers it, and once accepted the worker takes over and the page
 * reloads on the new version.
 */
export function registerServiceWorker(): void {
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    offerUpdate(() => {
      wb.addEventListener("controlling", () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch(() => undefined);
}
