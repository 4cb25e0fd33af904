/** Every error answer carries the envelope; the description says when it comes. */
export const ERROR_STATUSES = {
  400: "Validation failure: one item per field, with the field's name in `object`.",
  401: "No session.",
  403: "Not allowed, or the XSRF check failed (nothing was changed).",
  404: "Unknown id.",
  409: "The request conflicts with the current state (for example an open timed run).",
  413: "The body or the uploaded file is too large.",
  415: "The body's encoding or charset is not supported.",
  429: "Too many attempts (log in, reset): the message says when to retry.",
  500: "Something went wrong: logged server-side with the request id, no detail given.",
  503: "The database is briefly away (restarting or unreachable): nothing was changed; try again after `Retry-After` seconds.",
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

const errorRef = (status: ErrorStatus) => ({ $ref: `#/components/responses/Error${status}` });
export const errorResponses = (statuses: readonly ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [String(status), errorRef(status)]));
export const ALL_ERRORS = Object.keys(ERROR_STATUSES).map(Number) as ErrorStatus[];

export const redirectResponse = (description: string) => ({
  description,
  headers: { Location: { required: true, schema: { type: "string" } } },
});

export const successResponse = (message: unknown, description = "Success: the result in `message`.") => ({
  description,
  content: {
    "application/json": {
      schema: { type: "object", properties: { message }, required: ["message"] },
    },
  },
});
