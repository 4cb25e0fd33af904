/**
 * Registers the service worker after the page has loaded, from its own chunk, so neither the
 * worker's code nor its precaching slows the first screen (the sign-in page's budget).
 */
export function registerAfterLoad(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => void import("./service-worker.ts").then((m) => m.registerServiceWorker());
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
