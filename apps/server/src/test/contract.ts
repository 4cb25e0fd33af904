import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { openApiDocument, type OpenApiDocument } from "../openapi/document.ts";
import type { JsonSchema } from "../openapi/schemas.ts";

/** The document the server publishes, and its answers checked against it (ajv, JSON Schema 2020-12). */
export const document: OpenApiDocument = openApiDocument();

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(document, "openapi");

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");
const validators = new Map<string, ValidateFunction>();

function validatorAt(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

const templates = Object.keys(document.paths).map((template) => ({
  template,
  segments: template.split("/"),
  params: (template.match(/\{/g) ?? []).length,
}));

/** The documented path template a request path falls under (fixed segments win over `{id}`). */
export function templateOf(path: string): string | undefined {
  const segments = path.split("?")[0]!.split("/");
  return templates
    .filter((t) => t.segments.length === segments.length)
    .filter((t) => t.segments.every((s, i) => s.startsWith("{") || s === segments[i]))
    .sort((a, b) => a.params - b.params)[0]?.template;
}

/** Where the response object of this status lives, following a `$ref` to the components. */
function responseRef(template: string, method: string, status: number): string | undefined {
  const responses = document.paths[template]?.[method]?.responses as Record<string, { $ref?: string }> | undefined;
  const response = responses?.[String(status)];
  if (!response) return undefined;
  return response.$ref ? response.$ref.slice(2) : pointer("paths", template, method, "responses", String(status));
}

function resolve(ref: string): JsonSchema {
  return ref.split("/").reduce<JsonSchema>(
    (node, part) => {
      const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
      return node[key] as JsonSchema;
    },
    document as unknown as JsonSchema,
  );
}

export interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/** "get /api/qbank/values 200": every documented operation and status answered in this process. */
export const answered = new Set<string>();

/**
 * Why this answer breaks the document, or null when it keeps to it. Paths the document does
 * not list (unknown ones answered 404) are not its business.
 */
export function contractProblem({ method, path, status, contentType, body }: Answer): string | null {
  const template = templateOf(path);
  const verb = method.toLowerCase();
  if (!template || !document.paths[template]?.[verb]) return null;
  answered.add(`${verb} ${template} ${status}`);
  const what = `${method} ${path.slice(0, 120)} -> ${status}`;
  const ref = responseRef(template, verb, status);
  if (!ref) return `${what}: the document lists no ${status} answer for ${method} ${template}`;
  const content = resolve(ref).content as Record<string, unknown> | undefined;
  if (!content?.["application/json"]) return null;
  if (!contentType?.startsWith("application/json")) return `${what}: expected JSON, got ${contentType ?? "no body"}`;
  const validate = validatorAt(`${ref}/${pointer("content", "application/json", "schema")}`);
  if (validate(body)) return null;
  const errors = ajv.errorsText(validate.errors, { separator: "; " });
  return `${what}: the body breaks the document: ${errors.slice(0, 600)}`;
}
