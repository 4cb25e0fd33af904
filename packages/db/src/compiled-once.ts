import { CompiledQuery } from "kysely";
import type { Db } from "./create-db.ts";

const misuse = (name: string) =>
  new Error(
    `compiledOnce: the stand-in for "${name}" was used as more than a value (a condition, \`??\`, ` +
      `arithmetic or text); the statement is compiled once, so its shape may not depend on a value`,
  );

/**
 * What `build` receives in place of a value; the call's value takes its place when run. Using
 * it as a number or text (arithmetic, comparison, concatenation, a template literal) throws.
 */
class StandIn {
  constructor(readonly name: string) {}
  [Symbol.toPrimitive](): never {
    throw misuse(this.name);
  }
  valueOf(): never {
    throw misuse(this.name);
  }
  toString(): never {
    throw misuse(this.name);
  }
  toJSON(): never {
    throw misuse(this.name);
  }
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

/**
 * Compiles the statement with stand-ins. A stand-in that was read but is not a parameter of
 * the compiled statement was used for something else: a condition or a `?:` that chose the
 * statement's shape. That throws, as do the uses `StandIn` itself refuses.
 */
function compileTemplate<V extends object, Row>(db: Db, build: (db: Db, values: V) => Buildable<Row>): Template {
  const read = new Map<string, StandIn>();
  const standIns = new Proxy({} as V, {
    get: (_target, name) => {
      if (typeof name !== "string") return undefined;
      let standIn = read.get(name);
      if (!standIn) read.set(name, (standIn = new StandIn(name)));
      return standIn;
    },
  });
  const { sql, parameters } = build(db, standIns).compile(db);
  for (const [name, standIn] of read) if (!parameters.includes(standIn)) throw misuse(name);
  return { sql, parameters };
}

function valueFor<V extends object>(values: V, standIn: StandIn): unknown {
  const value = values[standIn.name as keyof V];
  // A `??` in `build` keeps the stand-in and drops its fallback: the missing value shows here.
  if (value === undefined) throw new Error(`compiledOnce: no value for "${standIn.name}"`);
  return value;
}

/**
 * A hot read whose SQL text Kysely builds and compiles once, on the first call; each call then
 * sends that text with its own values (PostgreSQL still parses it every time: nothing is
 * prepared on the server). Kysely builds every statement as a tree of frozen nodes and
 * compiles it with a visitor: for the learner's lightest reads that cost more CPU than
 * PostgreSQL spent running them.
 *
 * `build` gets stand-ins for the values and must use each only as a value: no `??`, no
 * arithmetic or branching on them, no `in` lists (their length changes the statement; use
 * `= any(array)`). Misuse throws on the first call. A statement whose shape changes with an
 * option is one compiled statement per shape (see docs/architecture.md).
 */
export function compiledOnce<V extends object, Row>(
  build: (db: Db, values: V) => Buildable<Row>,
): (db: Db, values: V) => Promise<Row[]> {
  let template: Template | undefined;
  return async (db, values) => {
    template ??= compileTemplate(db, build);
    const parameters = template.parameters.map((p) => (p instanceof StandIn ? valueFor(values, p) : p));
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters));
    return rows;
  };
}
