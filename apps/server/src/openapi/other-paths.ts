import { errorResponses, redirectResponse } from "./responses.ts";
import type { JsonSchema } from "./schemas.ts";

/**
 * The /api paths served beside the legacy adapter, by their own routers (they answer bytes,
 * redirects or Stripe's format rather than the envelope). Listed here so the document, and the
 * contract test that calls every documented path, cover them too.
 */
export interface OtherPath {
  method: "get" | "post";
  path: string;
  operation: JsonSchema;
}

const id = { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } };

const image = (what: string): JsonSchema => ({
  operationId: `getMedia${what[0]!.toUpperCase()}${what.slice(1)}Id`,
  summary: `The ${what} image, privately cacheable with an ETag`,
  tags: ["media"],
  parameters: [id, { name: "If-None-Match", in: "header", required: false, schema: { type: "string" } }],
  responses: {
    "200": {
      description: "The image bytes, with their type.",
      headers: { ETag: { schema: { type: "string" } } },
      content: { "image/*": { schema: { type: "string", format: "binary" } } },
    },
    "304": { description: "The ETag still matches." },
    ...errorResponses([400, 401, 403, 404, 500, 503]),
  },
  security: [{ session: [] }],
});

const oauth = (provider: string, step: "start" | "callback"): JsonSchema => ({
  operationId: `getAuth${provider[0]!.toUpperCase()}${provider.slice(1)}${step === "callback" ? "Callback" : ""}`,
  summary:
    step === "start"
      ? `Sign in with ${provider}: opened by browser navigation`
      : `Where ${provider} sends the browser back after sign-in`,
  tags: ["auth"],
  responses: {
    "302": redirectResponse(
      step === "start"
        ? `To ${provider}'s sign-in page, or to \`/login?message=...\` when it is not configured.`
        : "To `/user` once signed in, or to `/login?message=...` with the reason.",
    ),
    // Input the request guards refuse before the provider is called.
    ...errorResponses([400, 413, 415, 500]),
  },
  security: [],
});

const questionExport: JsonSchema = {
  operationId: "getAdminExport",
  summary: "Export questions as a file: Moodle XML, or CSV (a zip with the pictures when there are any)",
  tags: ["admin"],
  parameters: [
    { name: "format", in: "query", required: true, schema: { type: "string", enum: ["moodle-xml", "csv"] } },
    {
      name: "category",
      in: "query",
      required: false,
      description: "A category's id; without it, the whole bank.",
      schema: { type: "string", format: "uuid" },
    },
  ],
  responses: {
    "200": {
      description: "The file, as an attachment (`Content-Disposition` names it).",
      headers: { "Content-Disposition": { schema: { type: "string" } } },
      content: {
        "application/xml": { schema: { type: "string" } },
        "text/csv": { schema: { type: "string" } },
        "application/zip": { schema: { type: "string", format: "binary" } },
      },
    },
    ...errorResponses([400, 401, 403, 404, 500]),
  },
  security: [{ session: [] }],
};

export const otherPaths: OtherPath[] = [
  { method: "get", path: "/api/admin/export", operation: questionExport },
  { method: "get", path: "/api/media/question/{id}", operation: image("question") },
  { method: "get", path: "/api/media/ticket/{id}", operation: image("ticket") },
  { method: "get", path: "/api/media/hosted/{id}", operation: image("hosted") },
  ...["google", "facebook"].flatMap((provider) => [
    { method: "get" as const, path: `/api/auth/${provider}`, operation: oauth(provider, "start") },
    { method: "get" as const, path: `/api/auth/${provider}/callback`, operation: oauth(provider, "callback") },
  ]),
  {
    method: "post",
    path: "/api/stripe/webhook",
    operation: {
      operationId: "postStripeWebhook",
      summary: "Stripe events (signed by Stripe; no session or XSRF token)",
      tags: ["stripe"],
      parameters: [
        {
          name: "Stripe-Signature",
          in: "header",
          required: true,
          description: '`t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook secret>`',
          schema: { type: "string" },
        },
      ],
      requestBody: {
        required: true,
        description: "A Stripe event, verified against the raw bytes.",
        content: { "application/json": { schema: { type: "object" } } },
      },
      responses: {
        "200": {
          description: "The event was taken into account (once, whatever the number of deliveries).",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { received: { type: "boolean", const: true } },
                required: ["received"],
              },
            },
          },
        },
        ...errorResponses([400, 413, 415, 500, 503]),
      },
      security: [],
    },
  },
];
