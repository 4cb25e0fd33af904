import type { AppRouter } from "@qbank/api/client";
import type { TRPCClient } from "@trpc/client";
import type { QueuedItem } from "./device-store.ts";

/**
 * Sends one queued request as its owner's (`forAccount`): the server answers 401 if the session
 * is anyone else's. The page and the service worker both send through this, each with its client.
 */
export function sendQueued(client: TRPCClient<AppRouter>, item: QueuedItem, user: string): Promise<unknown> {
  const options = { context: { forAccount: user } };
  switch (item.kind) {
    case "answer":
      return client.qbank.submit.mutate(item.input, options);
    case "flag":
      return client.qbank.doLaterAdd.mutate(item.input, options);
    case "unflag":
      return client.qbank.doLaterRemove.mutate(item.input, options);
    case "key":
      return client.revisionKeys.save.mutate(item.input, options);
    case "mark":
      return client.qbank.mark.mutate(item.input, options);
  }
}

/** The tag under which the page asks the browser to wake the service worker to send the queue. */
export const QUEUE_SYNC_TAG = "qbank-queue";
