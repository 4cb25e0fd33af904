import { z } from "zod";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). */
export type JsonSchema = { [key: string]: unknown };

/** Dates travel as ISO strings, buffers as bytes; anything else zod cannot say is a defect. */
const unrepresentable = ({ zodSchema }: { zodSchema: z.core.$ZodType }): JsonSchema | "throw" => {
  const type = zodSchema._zod.def.type;
  if (type === "date") return { type: "string", format: "date-time" };
  if (type === "custom") return { type: "string", format: "binary" };
  return "throw";
};

/** A procedure's zod schema as JSON Schema, for what a client sends ("input") or receives ("output"). */
export function jsonSchemaOf(schema: unknown, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable }) as JsonSchema;
  if ("$defs" in json) throw new Error("a procedure schema needs $defs; inline it for the document");
  return json;
}

/** Legacy answers rename every `id` key to `_id` (envelope.ts `sendMessage`): so does their schema. */
export function legacyKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(legacyKeys);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => {
      if (key === "properties") return [key, renameId(value as JsonSchema)];
      if (key === "required") return [key, (value as string[]).map((name) => (name === "id" ? "_id" : name))];
      return [key, legacyKeys(value)];
    }),
  );
}

const renameId = (properties: JsonSchema): JsonSchema =>
  Object.fromEntries(Object.entries(properties).map(([k, v]) => [k === "id" ? "_id" : k, legacyKeys(v)]));

/** An object schema without some properties (those read from the path or sent as a file). */
export function withoutProperties(schema: JsonSchema, names: string[]): JsonSchema {
  const properties = (schema.properties ?? {}) as JsonSchema;
  const required = (schema.required ?? []) as string[];
  const kept = required.filter((name) => !names.includes(name));
  const { required: _all, ...rest } = schema;
  return {
    ...rest,
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => !names.includes(k))),
    ...(kept.length ? { required: kept } : {}),
  };
}

export const propertiesOf = (schema: JsonSchema): Record<string, JsonSchema> =>
  (schema.properties ?? {}) as Record<string, JsonSchema>;
export const requiredOf = (schema: JsonSchema): string[] => (schema.required ?? []) as string[];
