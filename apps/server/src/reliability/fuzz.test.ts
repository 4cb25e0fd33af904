import { gzipSync } from "node:zlib";
import { createCategoryWithQuestions } from "@qbank/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggedInLearner, startTestServer, type LegacyClient, type TestServer } from "../test/server.ts";
import {
  countRows,
  documentedTargets,
  expectNoFailures,
  inputAccepts,
  inputFields,
  internalTextIn,
  isEnvelope,
  LEGACY_ERROR_STATUSES,
  procedureNames,
  procedures,
  recordFigures,
  type Reply,
} from "./support.ts";

/**
 * A hostile pass over every documented legacy path (from docs/openapi.json: its methods, path
 * and query parameters, and body fields) and every tRPC procedure (from the router): wrong types, NUL bytes, huge and deeply nested bodies, bad encodings and bad
 * UUIDs. Every answer is a 4xx (the legacy envelope on /api), never a 500 or internal text,
 * and no row of the main tables appears or disappears. fast-check adds seeded random values.
 */

const SEED = 20_260_617;
const RANDOM_CASES_PER_TARGET = 12;
/** Each pass sends thousands of requests; the machine running it may be busy with other work. */
const FUZZ_TIMEOUT_MS = 240_000;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";
const UNKNOWN_UUID = "01890a5d-ac96-7b1e-8a3c-0d4f2b6c9e11";

const nested = (depth: number): unknown => {
  let v: unknown = "deep";
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

/** Values put in the fields a procedure declares. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "",
  " ",
  [],
  {},
  [1, "two", null],
  { $ne: null },
  { __proto__: { admin: true } },
  "\u0000",
  "abc\u0000def",
  `${UNKNOWN_UUID}\u0000`,
  "\uD800",
  "\uFFFF\uFFFE",
  "e\u0301\u202E\u200B",
  "x".repeat(5_000),
  "not-a-uuid",
  NIL_UUID,
  UNKNOWN_UUID.slice(0, -1),
  `${UNKNOWN_UUID}x`,
  UNKNOWN_UUID.toUpperCase().replace(/-/g, ""),
  "'; drop table users; --",
  "../../../etc/passwd",
  "%00%ff",
  "<script>alert(1)</script>",
  nested(200),
];

/** Whole request bodies that are not what any path expects. */
const RAW_BODIES: { name: string; body: string | Buffer; headers: Record<string, string> }[] = [
  { name: "truncated JSON", body: '{"a":', headers: { "content-type": "application/json" } },
  { name: "JSON null", body: "null", headers: { "content-type": "application/json" } },
  { name: "JSON string", body: '"text"', headers: { "content-type": "application/json" } },
  { name: "JSON array", body: "[1,2,3]", headers: { "content-type": "application/json" } },
  {
    name: "NUL in JSON",
    body: '{"email":"a\\u0000@b.c","id":"\\u0000"}',
    headers: { "content-type": "application/json" },
  },
  {
    name: "invalid UTF-8",
    body: Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    headers: { "content-type": "application/json" },
  },
  { name: "latin1 charset", body: '{"id":"\xe9"}', headers: { "content-type": "application/json; charset=latin1" } },
  { name: "UTF-7 charset", body: '{"id":"+AGEAYg-"}', headers: { "content-type": "application/json; charset=utf-7" } },
  {
    name: "unknown content encoding",
    body: '{"id":"x"}',
    headers: { "content-type": "application/json", "content-encoding": "br2" },
  },
  {
    name: "corrupt gzip",
    body: Buffer.from("not gzip at all"),
    headers: { "content-type": "application/json", "content-encoding": "gzip" },
  },
  {
    name: "gzip bomb-ish (2 MB of zeros)",
    body: gzipSync(Buffer.alloc(2_000_000, 0x20)),
    headers: { "content-type": "application/json", "content-encoding": "gzip" },
  },
  {
    name: "huge JSON (300 kB)",
    body: JSON.stringify({ id: "x".repeat(300_000) }),
    headers: { "content-type": "application/json" },
  },
  {
    name: "deep JSON (20,000 arrays)",
    body: `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    headers: { "content-type": "application/json" },
  },
  {
    name: "deep JSON object (5,000 levels)",
    body: `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
    headers: { "content-type": "application/json" },
  },
  { name: "text/plain", body: "id=1", headers: { "content-type": "text/plain" } },
  {
    name: "urlencoded with NUL and bad escapes",
    body: "id=%00&email=%FF%FE&question=%E0%A4%A&to=%00",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  },
  {
    name: "urlencoded nesting",
    body: `${"a".repeat(10)}${"[b]".repeat(500)}=1`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  },
  { name: "XML", body: "<id>1</id>", headers: { "content-type": "application/xml" } },
  {
    name: "multipart without boundary",
    body: "--x\r\n\r\n",
    headers: { "content-type": "multipart/form-data" },
  },
];

/** A form body is refused when its fields are; any other raw body when the procedure needs input. */
function rawMustRefuse(procedure: string | undefined, raw: (typeof RAW_BODIES)[number]): boolean {
  if (inputFields(procedure).length === 0) return false;
  if (raw.headers["content-type"] === "application/x-www-form-urlencoded" && typeof raw.body === "string") {
    try {
      return !inputAccepts(procedure, Object.fromEntries(new URLSearchParams(raw.body)));
    } catch {
      return false;
    }
  }
  return true;
}

/** Query strings for GET paths (and appended to the others). */
const HOSTILE_QUERIES = [
  "id=%00",
  "token=%00&email=%FF",
  "skip=-1&size=1e9&query=%00",
  "skip=abc&size=%FF",
  "size[]=1&skip[a]=2",
  "query=%E0%A4%A",
  `query=${"x".repeat(8_000)}`,
  "a[b][c][d][e][f]=1",
  "input=%7B%22id%22%3A%22%00%22%7D",
];

/** Hostile values for one documented query parameter. */
const hostileQueriesFor = (name: string) => [
  `${name}=%00`,
  `${name}[]=1&${name}[]=2`,
  `${name}[a]=1`,
  `${name}=-1e309`,
  `${name}=${"x".repeat(3_000)}`,
];

/** Path parameters (`{id}`). */
const HOSTILE_SEGMENTS = [
  "not-a-uuid",
  "%00",
  "%FF%FE",
  "..%2F..%2Fetc%2Fpasswd",
  "x".repeat(3_000),
  NIL_UUID,
  UNKNOWN_UUID,
  `${UNKNOWN_UUID}%00`,
  "%27%20or%201%3D1%20--",
];

/** fast-check: random values and random objects over a procedure's own field names. */
const randomValue = fc.oneof(
  fc.constantFrom(...HOSTILE_VALUES),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.array(fc.string({ unit: "binary", maxLength: 10 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);
const randomBodyFor = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, randomValue])), { requiredKeys: [] }),
    fc.dictionary(fc.string({ unit: "binary", maxLength: 12 }), randomValue, { maxKeys: 4 }),
    randomValue,
  );
const randomBodies = (fields: string[], seedOffset: number) =>
  fc.sample(randomBodyFor(fields.length ? fields : ["id"]), {
    seed: SEED + seedOffset,
    numRuns: RANDOM_CASES_PER_TARGET,
  });

let server: TestServer;
let questionId: string;
/** Made before any hostile request: failed log-ins in the pass must not throttle these. */
let restClients: LegacyClient[];
let trpcClients: LegacyClient[];
const figures = { rest: 0, trpc: 0, statuses: new Map<number, number>() };

/** One signed-in Basic learner per target: a logout in one target cannot disturb another. */
async function learner(): Promise<LegacyClient> {
  return (await loggedInLearner(server, 2)).client;
}

interface Attempt {
  what: string;
  res: Reply;
  /** The procedure's own schema refused the input: the answer must be a 4xx. */
  mustRefuse: boolean;
  legacy: boolean;
}

function judge({ what, res, mustRefuse, legacy }: Attempt): string | null {
  figures.statuses.set(res.status, (figures.statuses.get(res.status) ?? 0) + 1);
  const text = res.text.slice(0, 300);
  if (res.status >= 500) return `${what} -> ${res.status} ${text}`;
  const leak = res.status >= 400 ? internalTextIn(res.text) : null;
  if (leak) return `${what} -> ${res.status} leaks ${leak}: ${text}`;
  if (mustRefuse && (res.status < 400 || res.status > 499)) return `${what} -> ${res.status}, expected a 4xx: ${text}`;
  if (legacy && res.status >= 400) {
    if (!LEGACY_ERROR_STATUSES.has(res.status)) return `${what} -> unexpected status ${res.status}: ${text}`;
    if (!isEnvelope(res.body)) return `${what} -> ${res.status} without the envelope: ${text}`;
  }
  return null;
}

const describeValue = (v: unknown) => {
  const s = typeof v === "string" ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 80 ? `${s.slice(0, 80)}…(${s.length})` : s;
};

beforeAll(async () => {
  server = await startTestServer();
  const cat = await createCategoryWithQuestions(server.handle.db, { level: 2, count: 3 });
  questionId = cat.questionIds[0]!;
  // Ten log-ins at a time: one address may have at most 30 log-ins in flight.
  const learners = async (n: number) => {
    const clients: LegacyClient[] = [];
    for (let i = 0; i < n; i += 10) {
      clients.push(...(await Promise.all(Array.from({ length: Math.min(10, n - i) }, () => learner()))));
    }
    return clients;
  };
  restClients = await learners(documentedTargets.length);
  trpcClients = await learners(procedureNames.length);
});
afterAll(() => server.close());

describe("the document and the router, as the fuzz sees them", () => {
  it("reads every documented operation, and maps each legacy row's to a procedure of the router", () => {
    expect(documentedTargets.length).toBeGreaterThan(70);
    for (const target of documentedTargets.filter((t) => t.procedure))
      expect(procedures, `${target.method} ${target.path}`).toHaveProperty([target.procedure!]);
    expect(procedureNames.length).toBeGreaterThan(30);
    const submit = documentedTargets.find((t) => t.path === "/api/qbank/submit")!;
    expect(submit.bodyFields).toEqual(expect.arrayContaining(["run", "question", "answer"]));
    expect(inputFields("qbank.submit")).toEqual(expect.arrayContaining(["run", "question", "answer"]));
  });
});

describe("hostile input", () => {
  it(
    "gets a 4xx with the envelope from every legacy path, never internal text, and changes nothing",
    async () => {
      const clients = restClients;
      const before = await countRows(server.handle.db);
      const failures: string[] = [];

      await Promise.all(
        documentedTargets.map(async (target, index) => {
          const client = clients[index]!;
          const { method, procedure } = target;
          const fields = target.bodyFields;
          const label = `${method} ${target.path}`;
          const hasParam = target.pathParams.length > 0;
          const pathWith = (segment: string) => target.path.replace(/\{\w+\}/g, segment);
          const basePath = pathWith(UNKNOWN_UUID);
          // Only a documented body is read; an :id operation's procedure also needs the path, so
          // its body alone says nothing about what the procedure accepts.
          const readsBody = target.bodyFields.length > 0 && !hasParam;
          const send = async (
            what: string,
            path: string,
            mustRefuse: boolean,
            body?: unknown,
            headers?: Record<string, string>,
          ) => {
            let res: Reply;
            try {
              res = await client.request(method, path, body, headers);
            } catch (error) {
              // The test client refuses an answer the document does not allow.
              failures.push(`${label} ${what}: ${(error as Error).message}`);
              return;
            }
            figures.rest++;
            const failure = judge({ what: `${label} ${what}`, res, mustRefuse, legacy: true });
            if (failure) failures.push(failure);
          };

          if (hasParam) {
            for (const segment of HOSTILE_SEGMENTS) {
              let decoded: string;
              try {
                decoded = decodeURIComponent(segment);
              } catch {
                decoded = segment;
              }
              await send(
                `path ${describeValue(segment)}`,
                pathWith(segment),
                !inputAccepts(procedure, { id: decoded }),
              );
            }
          }
          const queries = [...HOSTILE_QUERIES, ...target.queryParams.flatMap(hostileQueriesFor)];
          for (const query of queries) await send(`query ${describeValue(query)}`, `${basePath}?${query}`, false);
          if (method === "GET") return;

          const values = [
            ...HOSTILE_VALUES.map((v) => Object.fromEntries((fields.length ? fields : ["id"]).map((f) => [f, v]))),
            ...HOSTILE_VALUES,
            // A random body the procedure accepts is a valid request, not a hostile one.
            ...randomBodies(fields, index).filter((value) => !readsBody || !inputAccepts(procedure, value)),
          ];
          for (const value of values) {
            if (value === null || typeof value !== "object") {
              // Bare JSON scalars go as raw text: body-parser's strict mode refuses them.
              await send(
                `body ${describeValue(value)}`,
                basePath,
                readsBody && fields.length > 0,
                JSON.stringify(value),
                {
                  "content-type": "application/json",
                },
              );
            } else {
              await send(`body ${describeValue(value)}`, basePath, readsBody && !inputAccepts(procedure, value), value);
            }
          }
          for (const raw of RAW_BODIES) {
            await send(`raw ${raw.name}`, basePath, readsBody && rawMustRefuse(procedure, raw), raw.body, raw.headers);
          }
        }),
      );

      expect(await countRows(server.handle.db)).toEqual(before);
      expectNoFailures(failures, "legacy paths that mishandled hostile input");
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "gets a 4xx from every tRPC procedure, never internal text, and changes nothing",
    async () => {
      const clients = trpcClients;
      const before = await countRows(server.handle.db);
      const failures: string[] = [];

      await Promise.all(
        procedureNames.map(async (procedure, index) => {
          const client = clients[index]!;
          const { type, inputs } = procedures[procedure]!;
          const hasInput = inputs.length > 0;
          const fields = inputFields(procedure);
          const send = (what: string, res: Reply, mustRefuse: boolean) => {
            figures.trpc++;
            const failure = judge({ what: `${type} ${procedure} ${what}`, res, mustRefuse, legacy: false });
            if (failure) failures.push(failure);
          };
          const call = (value: unknown) =>
            type === "query"
              ? client.get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(value) ?? "")}`)
              : client.request("POST", `/trpc/${procedure}`, JSON.stringify(value) ?? "", {
                  "content-type": "application/json",
                });

          const values = [
            ...HOSTILE_VALUES.map((v) => Object.fromEntries((fields.length ? fields : ["id"]).map((f) => [f, v]))),
            ...HOSTILE_VALUES,
            ...randomBodies(fields, 1_000 + index),
          ];
          for (const value of values) {
            send(`input ${describeValue(value)}`, await call(value), hasInput && !inputAccepts(procedure, value));
          }
          // The other verb, a batch with a hostile item, and raw bodies.
          const wrongVerb =
            type === "query"
              ? await client.request("POST", `/trpc/${procedure}`, {})
              : await client.get(`/trpc/${procedure}?input=%7B%7D`);
          send("with the wrong method", wrongVerb, true);
          send(
            "in a batch with NUL",
            await (type === "query"
              ? client.get(
                  `/trpc/${procedure},${procedure}?batch=1&input=${encodeURIComponent('{"0":{"id":"\\u0000"},"1":"x"}')}`,
                )
              : client.request("POST", `/trpc/${procedure},${procedure}?batch=1`, { 0: { id: "\u0000" }, 1: "x" })),
            false,
          );
          if (type === "mutation") {
            for (const raw of RAW_BODIES) {
              send(
                `raw ${raw.name}`,
                await client.request("POST", `/trpc/${procedure}`, raw.body, raw.headers),
                hasInput,
              );
            }
          } else {
            for (const query of HOSTILE_QUERIES) {
              send(`query ${describeValue(query)}`, await client.get(`/trpc/${procedure}?${query}`), false);
            }
          }
        }),
      );

      expect(await countRows(server.handle.db)).toEqual(before);
      expectNoFailures(failures, "procedures that mishandled hostile input");
    },
    FUZZ_TIMEOUT_MS,
  );

  it("records the figures of the pass", async () => {
    expect(figures.rest + figures.trpc).toBeGreaterThan(1_000);
    expect(questionId).toBeTruthy();
    const statuses = [...figures.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    await recordFigures("1-fuzz", {
      title: "Fuzz pass (hostile input)",
      rows: [
        ["documented legacy operations fuzzed", documentedTargets.length],
        ["tRPC procedures fuzzed", procedureNames.length],
        ["legacy requests", figures.rest],
        ["tRPC requests", figures.trpc],
        ["answers by status", statuses.join(", ")],
        ["fast-check seed, random cases per target", `${SEED}, ${RANDOM_CASES_PER_TARGET}`],
      ],
    });
  });
});
