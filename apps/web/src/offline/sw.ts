/// <reference lib="webworker" />
import type { AppRouter } from "@qbank/api/client";
import { createTRPCClient, httpLink } from "@trpc/client";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { forAccountHeader, httpStatus } from "../app/trpc-transport.ts";
import { dequeue, queued, setLastSync } from "./device-store.ts";
import { QUEUE_SYNC_TAG, sendQueued } from "./queue-send.ts";

/**
 * The installable app's service worker: it precaches the shell and the built assets (API answers
 * are never cached; a practice run's offline copy lives in the app's IndexedDB store), waits
 * until the learner accepts a new version, and, where the browser has Background Sync, sends the
 * device's queue once the network is back even if the app was closed.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The server's own paths never get the app's page from the cache.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//, /^\/trpc\//, /^\/healthz/] }),
);

self.addEventListener("message", (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}
self.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUE_SYNC_TAG) sync.waitUntil(sendQueue());
});

/** The XSRF cookie, read through the Cookie Store API (browsers with Background Sync have it). */
async function xsrfToken(): Promise<string | undefined> {
  const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } })
    .cookieStore;
  return (await store?.get("XSRF-TOKEN"))?.value;
}

/**
 * Sends the signed-in account's queued requests, oldest first, as the page's sender does. A
 * network failure rejects, so the browser tries again later; a request the server refuses stays
 * for the page, which shows the learner why; nothing of another account is sent.
 */
async function sendQueue(): Promise<void> {
  const token = await xsrfToken();
  if (!token) return;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: "/trpc",
        headers: ({ op }) => ({
          "X-XSRF-TOKEN": token,
          ...forAccountHeader(op.context.forAccount),
        }),
      }),
    ],
  });
  const who = await client.auth.userData.query();
  if (!("id" in who)) return;
  for (const item of await queued(who.id, new Date())) {
    try {
      await sendQueued(client, item, who.id);
    } catch (error) {
      // No answer: the browser wakes the worker again later. An answer: the page takes over.
      if (httpStatus(error) === undefined) throw error;
      return;
    }
    await dequeue(item.seq!);
    await setLastSync(who.id, new Date());
  }
}
