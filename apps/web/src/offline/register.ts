/** How long after the page's load the worker waits for the browser to be idle, at most. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Registers the service worker once the page has loaded and the browser is idle, from its own
 * chunk, so neither the worker's code nor its precaching competes with the first screen's own
 * requests (the sign-in page's budget) on a slow phone.
 */
export function registerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => void import("./service-worker.ts").then((m) => m.registerServiceWorker());
  // Safari has no requestIdleCallback: it waits the longest time instead.
  const whenIdle = () =>
    typeof requestIdleCallback === "function"
      ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(start, IDLE_TIMEOUT_MS);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
