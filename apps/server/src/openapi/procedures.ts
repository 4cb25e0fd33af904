import { appRouter, type AppRouter, type ProcedureMeta } from "@qbank/api";
import type { inferRouterInputs } from "@trpc/server";

type Inputs = inferRouterInputs<AppRouter>;
/** "router.name" of every procedure of the app router. */
export type ProcedureName = { [R in keyof Inputs]: `${R & string}.${keyof Inputs[R] & string}` }[keyof Inputs];

/**
 * What the OpenAPI document, the upload rows' access check before the body, and the tests that
 * draw inputs from the document read of one procedure.
 */
export interface ProcedureSchemas {
  type: "query" | "mutation" | "subscription";
  /** The zod input schemas, in the order the procedure chains them. */
  inputs: { safeParse?: (value: unknown) => { success: boolean } }[];
  /** The zod output schema, when the procedure declares one. */
  output: unknown;
  /** Behind a named builder with an access rule (any middleware but the input and output parsers). */
  needsSession: boolean;
  /** Who may call it, as its builder records it. */
  access: ProcedureMeta["access"];
}

interface Definition {
  type: ProcedureSchemas["type"];
  inputs: ProcedureSchemas["inputs"];
  /** What `.output()` received: an answer contract (`shared/contract.ts`) holding the zod schema. */
  output?: { schema: unknown };
  middlewares: { _type?: string }[];
  meta?: ProcedureMeta;
}

/**
 * The procedures' schemas, read once when the server starts, the way tRPC's own OpenAPI
 * adapters read them: tRPC exports no other way to reach a procedure's zod schemas. This is
 * the only module that looks inside the router; nothing on the request path does.
 */
export const procedureSchemas = Object.fromEntries(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: Definition }>).map(
    ([name, { _def: definition }]) => {
      if (definition.output && !("schema" in definition.output))
        throw new Error(`${name}: give .output() the answer's contract, contract(schema)`);
      return [
        name,
        {
          type: definition.type,
          inputs: definition.inputs,
          output: definition.output?.schema,
          needsSession: definition.middlewares.some((m) => m._type === undefined),
          access: definition.meta?.access,
        },
      ];
    },
  ),
) as Record<ProcedureName, ProcedureSchemas>;
