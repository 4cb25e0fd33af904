import { appRouter } from "@qbank/api";
import type { ProcedureName } from "../legacy/adapter.ts";

/** What the OpenAPI document (and the tests that draw inputs from it) read of one procedure. */
export interface ProcedureSchemas {
  type: "query" | "mutation" | "subscription";
  /** The zod input schemas, in the order the procedure chains them. */
  inputs: { safeParse?: (value: unknown) => { success: boolean } }[];
  /** The zod output schema, when the procedure declares one. */
  output: unknown;
  /** Behind a named builder with an access rule (any middleware but the input and output parsers). */
  needsSession: boolean;
}

interface Definition {
  type: ProcedureSchemas["type"];
  inputs: ProcedureSchemas["inputs"];
  output?: unknown;
  middlewares: { _type?: string }[];
}

/**
 * The procedures' schemas, read once when the server starts, the way tRPC's own OpenAPI
 * adapters read them: tRPC exports no other way to reach a procedure's zod schemas. This is
 * the only module that looks inside the router; nothing on the request path does.
 */
export const procedureSchemas = Object.fromEntries(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: Definition }>).map(
    ([name, { _def: definition }]) => [
      name,
      {
        type: definition.type,
        inputs: definition.inputs,
        output: definition.output,
        needsSession: definition.middlewares.some((m) => m._type === undefined),
      },
    ],
  ),
) as Record<ProcedureName, ProcedureSchemas>;
