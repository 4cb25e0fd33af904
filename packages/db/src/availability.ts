/**
 * Whether an error means the database cannot be used right now (it is restarting, unreachable,
 * out of connections, or a statement ran past its time limit), as opposed to a fault in a
 * query. The server answers these with 503 and a Retry-After instead of a 500.
 */

/** SQLSTATE classes and codes of an unavailable database. */
const UNAVAILABLE_CLASSES = ["08"]; // connection exception
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: the server is restarting or stopping
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "57014", // query_canceled: the statement timeout
  "25P03", // idle_in_transaction_session_timeout
  "53300", // too_many_connections
  "53000", // insufficient_resources
]);

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/** pg's own messages for a connection that dropped, never came, or waited too long for a slot. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|connection timeout/i;

function unavailableItself(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_CODES.has(code)) return true;
    if (code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  return DRIVER_MESSAGES.test(error.message);
}

/** Looks through a few layers of `cause` (a tRPC error wraps the driver's). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (unavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some(unavailableItself)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
