import { CompiledQuery } from "kysely";
import type { Db } from "./create-db.ts";

/** What `build` receives in place of a value; the call's value takes its place when run. */
class StandIn {
  constructor(readonly name: string) {}
}

interface Template {
  sql: string;
  /** The compiled parameters: stand-ins to replace, or values the build wrote in itself. */
  parameters: readonly unknown[];
}

/** Builder queries compile on their own; `sql` templates need the database to compile. */
interface Buildable<Row> {
  compile(db: Db): CompiledQuery<Row>;
}

function compileTemplate<V extends object, Row>(db: Db, build: (db: Db, values: V) => Buildable<Row>): Template {
  const standIns = new Proxy({} as V, {
    get: (_target, name) => (typeof name === "string" ? new StandIn(name) : undefined),
  });
  const { sql, parameters } = build(db, standIns).compile(db);
  return { sql, parameters };
}

/**
 * A hot read built and compiled by Kysely once, then sent with each call's values. Kysely
 * builds every statement as a tree of frozen nodes and compiles it with a visitor: for the
 * learner's lightest reads that cost more CPU than PostgreSQL spent running them.
 *
 * `build` gets stand-ins for the values and must use each only as a value: no `??`, no
 * arithmetic or branching on them, no `in` lists (their length changes the statement; use
 * `= any(array)`). A statement whose shape changes with an option is one prepared read per
 * shape.
 */
export function prepared<V extends object, Row>(
  build: (db: Db, values: V) => Buildable<Row>,
): (db: Db, values: V) => Promise<Row[]> {
  let template: Template | undefined;
  return async (db, values) => {
    template ??= compileTemplate(db, build);
    const parameters = template.parameters.map((p) => (p instanceof StandIn ? values[p.name as keyof V] : p));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}
