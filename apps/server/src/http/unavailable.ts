import type { ServerResponse } from "node:http";

/** How long a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export function setRetryAfter(res: ServerResponse): void {
  res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
}
