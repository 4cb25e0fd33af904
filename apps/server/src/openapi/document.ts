import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, SESSION_COOKIE } from "@qbank/api";
import { procedureName, UPLOAD_FIELD, type LegacyRow } from "../legacy/adapter.ts";
import { legacyRoutes } from "../legacy/routes.ts";
import { XSRF_COOKIE } from "../security/xsrf.ts";
import { otherPaths } from "./other-paths.ts";
import { procedureSchemas } from "./procedures.ts";
import { ALL_ERRORS, ERROR_STATUSES, errorResponses, redirectResponse, successResponse } from "./responses.ts";
import { jsonSchemaOf, legacyKeys, propertiesOf, requiredOf, withoutProperties, type JsonSchema } from "./schemas.ts";

/**
 * The legacy REST contract as an OpenAPI 3.1 document, generated from the route table and
 * the procedures' zod schemas (never written by hand): `npm run openapi` writes it to
 * docs/openapi.json, the server answers it at /api/openapi.json.
 */

export interface OpenApiDocument {
  openapi: string;
  info: JsonSchema;
  tags: JsonSchema[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: JsonSchema;
  security: JsonSchema[];
}

/** "/admin/category/:id" -> "/api/admin/category/{id}" */
export const openApiPath = (expressPath: string) => `/api${expressPath.replace(/:(\w+)/g, "{$1}")}`;
const pathNamesOf = (expressPath: string) => [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function securityOf(row: LegacyRow): JsonSchema[] {
  const xsrf = row.method === "get" ? row.changesState === true : row.readOnly !== true;
  const requirement = {
    ...(procedureSchemas[procedureName(row.procedure)].needsSession ? { session: [] } : {}),
    ...(xsrf ? { xsrfHeader: [], xsrfCookie: [] } : {}),
  };
  return Object.keys(requirement).length ? [requirement] : [];
}

function multipartBody(upload: NonNullable<LegacyRow["upload"]>, input: JsonSchema, pathNames: string[]): JsonSchema {
  const fields = withoutProperties(input, [...pathNames, upload.as, ...(upload.name ? [upload.name] : [])]);
  const file = {
    type: "string",
    format: "binary",
    description:
      upload.file?.description ??
      `At most one PNG, JPEG, GIF or WebP image of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB and ${MAX_IMAGE_SIDE} pixels a side.`,
  };
  const fileRequired = requiredOf(input).includes(upload.as) ? [UPLOAD_FIELD] : [];
  const schema = upload.json
    ? {
        type: "object",
        properties: {
          [upload.json]: {
            type: "string",
            contentMediaType: "application/json",
            contentSchema: fields,
            description: "The fields, as JSON text.",
          },
          [UPLOAD_FIELD]: file,
        },
        required: [upload.json, ...fileRequired],
      }
    : {
        ...fields,
        properties: { ...propertiesOf(fields), [UPLOAD_FIELD]: file },
        required: [...requiredOf(fields), ...fileRequired],
      };
  return { required: true, content: { "multipart/form-data": { schema } } };
}

function requestOf(row: LegacyRow, input: JsonSchema | undefined): JsonSchema {
  const pathNames = pathNamesOf(row.path);
  const parameters = pathNames.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: (input && propertiesOf(input)[name]) ?? { type: "string" },
  }));
  if (row.input === "query" && input) {
    const query = withoutProperties(input, pathNames);
    for (const [name, schema] of Object.entries(propertiesOf(query)))
      parameters.push({ name, in: "query", required: requiredOf(query).includes(name), schema });
  }
  const body =
    row.upload && input
      ? multipartBody(row.upload, input, pathNames)
      : row.input === "body" && input
        ? { required: true, content: { "application/json": { schema: withoutProperties(input, pathNames) } } }
        : undefined;
  return { ...(parameters.length ? { parameters } : {}), ...(body ? { requestBody: body } : {}) };
}

function responsesOf(row: LegacyRow): JsonSchema {
  if (row.redirect) {
    const success = Object.keys(row.redirect.success).join(", ");
    return {
      "303": redirectResponse(
        `To \`${row.redirect.to}?${success}=...\` on success, \`${row.redirect.to}?${row.redirect.failure}=...\` with the reason otherwise.`,
      ),
      // Input the request guards refuse before the link is read.
      ...errorResponses(ALL_ERRORS),
    };
  }
  const output = legacyKeys(jsonSchemaOf(procedureSchemas[procedureName(row.procedure)].output, "output"));
  return { "200": successResponse(output), ...errorResponses(ALL_ERRORS) };
}

function rowJsonSchema(row: LegacyRow): JsonSchema {
  const { inputs } = procedureSchemas[procedureName(row.procedure)];
  if (inputs.length > 1)
    throw new Error(`${procedureName(row.procedure)}: merge its inputs into one schema for the document`);
  const input = inputs[0] ? jsonSchemaOf(inputs[0], "input") : undefined;
  return {
    operationId: operationIdOf(row.method, row.path),
    summary: row.summary,
    tags: [row.path.split("/")[1]!],
    ...requestOf(row, input),
    responses: responsesOf(row),
    security: securityOf(row),
    "x-procedure": procedureName(row.procedure),
    ...(row.changesState ? { "x-changes-state": true } : {}),
  };
}

/** "get", "/admin/category/:id/del" -> "getAdminCategoryIdDel" */
export function operationIdOf(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

const DESCRIPTION = `The REST contract the first version of the app published, kept for integrators.

**Envelope.** Success is status 200 with \`{"message": <result>}\`. Every failure is
\`{"message": [{"object": "<field or topic>", "message": "<text>"}]}\`: 400 validation (one item
per field), 401 no session, 403 not allowed, 404 unknown id, 409 conflict, 413 too large, 429
throttled, 500 anything else (no detail), 503 while the database is briefly away (with a
\`Retry-After\` header; the request changed nothing and may be sent again). Records carry their
id as \`_id\`.

**Session and XSRF.** Log in with \`POST /api/auth/login\`; the session is the \`${SESSION_COOKIE}\`
cookie. Any \`/api\` answer sets the \`${XSRF_COOKIE}\` cookie; every state-changing request (POST,
DELETE, and the GETs marked \`x-changes-state\`) sends it back in the \`X-XSRF-TOKEN\` header. The
token is bound to the session and renewed when it changes. The Stripe webhook is exempt: it is
signed (\`Stripe-Signature\`).

**Extensions of this product.** A run (\`/api/qbank/start\`, \`/new\`, \`/start/mock\`,
\`/start/mastery-mock\`) answers a \`run\` object whose \`_id\` later requests name as \`run\`
(\`/api/qbank/new\`, \`/api/qbank/submit\`). Exam and Master Mock runs are timed by the server: the
run carries its deadline, answers after it are refused, and \`POST /api/qbank/end\` ends a run
and reveals its results. \`x-procedure\` names the procedure each path calls.`;

const components = {
  schemas: {
    ErrorItem: {
      type: "object",
      properties: { object: { type: "string" }, message: { type: "string" } },
      required: ["object", "message"],
    },
    ErrorEnvelope: {
      type: "object",
      properties: { message: { type: "array", items: { $ref: "#/components/schemas/ErrorItem" }, minItems: 1 } },
      required: ["message"],
    },
  },
  responses: Object.fromEntries(
    Object.entries(ERROR_STATUSES).map(([status, description]) => [
      `Error${status}`,
      {
        description,
        ...(status === "503" ? { headers: { "Retry-After": { required: true, schema: { type: "integer" } } } } : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
      },
    ]),
  ),
  securitySchemes: {
    session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "Set by a successful log-in." },
    xsrfCookie: {
      type: "apiKey",
      in: "cookie",
      name: XSRF_COOKIE,
      description: "Set on any /api answer; a signed double-submit token bound to the session.",
    },
    xsrfHeader: {
      type: "apiKey",
      in: "header",
      name: "X-XSRF-TOKEN",
      description: `The value of the ${XSRF_COOKIE} cookie, sent back on state-changing requests.`,
    },
  },
};

function addJsonSchema(paths: OpenApiDocument["paths"], path: string, method: string, operation: JsonSchema) {
  const item = (paths[path] ??= {});
  if (item[method]) throw new Error(`${method.toUpperCase()} ${path} is documented twice`);
  item[method] = operation;
}

export function openApiDocument(rows: LegacyRow[] = legacyRoutes): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const row of rows) addJsonSchema(paths, openApiPath(row.path), row.method, rowJsonSchema(row));
  for (const other of otherPaths) addJsonSchema(paths, other.path, other.method, other.operation);
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const tagNames = [
    ...new Set(Object.values(sorted).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[]))),
  ].sort();
  return {
    openapi: "3.1.1",
    info: { title: "PLAB question bank: legacy REST API", version: "1.0.0", description: DESCRIPTION },
    tags: tagNames.map((name) => ({ name })),
    paths: sorted,
    components,
    security: [],
  };
}
