/** The pieces of a load run: processes, memory sampling, logins and autocannon phases. */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import autocannon from "autocannon";

export const HOST = "127.0.0.1";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept (the last lines) for when something goes wrong. */
export class Child {
  readonly lines: string[] = [];
  exited: number | null | undefined;
  constructor(
    readonly name: string,
    readonly process: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) {
        if (line.trim() === "") continue;
        this.lines.push(line);
        if (this.lines.length > 200) this.lines.shift();
      }
    };
    process.stdout?.on("data", keep);
    process.stderr?.on("data", keep);
    process.on("exit", (code) => {
      this.exited = code;
    });
  }

  get pid(): number {
    return this.process.pid ?? 0;
  }

  tail(n = 30): string {
    return this.lines.slice(-n).join("\n");
  }

  /** SIGTERM, then SIGKILL after `graceMs`; only this child, by its pid. */
  async stop(graceMs = 20_000): Promise<void> {
    if (this.exited !== undefined || !this.process.pid) return;
    const done = new Promise<void>((resolve) => this.process.once("exit", () => resolve()));
    this.process.kill("SIGTERM");
    const timer = setTimeout(() => this.process.kill("SIGKILL"), graceMs);
    await done;
    clearTimeout(timer);
  }
}

export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Child {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  return new Child(name, child);
}

/** Polls GET url until it answers 200, for at most `timeoutMs`; fails early when the child exits. */
export async function waitHealthy(url: string, child: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited !== undefined) {
      throw new Error(`${child.name} exited with code ${child.exited}:\n${child.tail()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.tail()}`);
}

/**
 * Samples a process's resident memory every 200 ms (VmRSS from /proc, or `ps -o rss=`), keeping
 * the peak since the last reset.
 */
export class RssSampler {
  private peakKb = 0;
  private lastKb = 0;
  private overallKb = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly proc: string;

  constructor(private readonly pid: number) {
    this.proc = `/proc/${pid}/status`;
  }

  start(): void {
    this.sample();
    this.timer = setInterval(() => this.sample(), 200);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /**
   * The process's user + system CPU time so far in ms (`/proc/PID/stat`, in clock ticks of
   * 10 ms), or undefined where there is no /proc. Over thousands of requests this moves far
   * less between runs than req/s does on CPUs shared with PostgreSQL and the load generator.
   */
  cpuMs(): number | undefined {
    try {
      const stat = readFileSync(`/proc/${this.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return undefined;
    }
  }

  private record(kb: number) {
    if (!Number.isFinite(kb) || kb <= 0) return;
    this.lastKb = kb;
    if (kb > this.peakKb) this.peakKb = kb;
    if (kb > this.overallKb) this.overallKb = kb;
  }

  private sample(): void {
    if (existsSync(this.proc)) {
      try {
        const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(this.proc, "utf8"));
        if (match) this.record(Number(match[1]));
      } catch {
        // the process has gone
      }
      return;
    }
    execFile("ps", ["-o", "rss=", "-p", String(this.pid)], (error, stdout) => {
      if (!error) this.record(Number(stdout.trim()));
    });
  }

  /** Starts a new peak from the current reading. */
  reset(): void {
    this.peakKb = this.lastKb;
  }

  get peakMb(): number {
    return Math.round((this.peakKb / 1024) * 10) / 10;
  }

  /** The highest reading since start, whatever the resets. */
  get overallPeakMb(): number {
    return Math.round((this.overallKb / 1024) * 10) / 10;
  }

  get currentMb(): number {
    return Math.round((this.lastKb / 1024) * 10) / 10;
  }
}

/** A learner as the harness knows it: number, id and, once logged in, the session cookies. */
export interface Learner {
  n: number;
  id: string;
  email: string;
  cookies: Map<string, string>;
}

export const cookieHeader = (learner: Learner) => [...learner.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

function keepCookies(jar: Map<string, string>, res: Response) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1);
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

/** One HTTP call as a browser of the app makes it: cookies, and the XSRF header on unsafe methods. */
export async function call(
  base: string,
  learner: Learner,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; text: string; headers: Headers }> {
  const xsrf = learner.cookies.get("XSRF-TOKEN");
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
    headers: {
      ...(learner.cookies.size > 0 ? { cookie: cookieHeader(learner) } : {}),
      ...(method !== "GET" && xsrf ? { "x-xsrf-token": xsrf } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  keepCookies(learner.cookies, res);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, headers: res.headers };
}

/**
 * The real login flow: GET /api/auth/getuserdata hands out an (anonymous) XSRF cookie, then
 * POST /api/auth/login with it in X-XSRF-TOKEN; the answer sets the session cookie and a new
 * XSRF token bound to that session, which every later request sends back.
 */
export async function login(base: string, learner: Learner, password: string): Promise<void> {
  learner.cookies.clear();
  const first = await call(base, learner, "GET", "/api/auth/getuserdata");
  if (first.status !== 200 || !learner.cookies.has("XSRF-TOKEN")) {
    throw new Error(`GET /api/auth/getuserdata answered ${first.status} without an XSRF cookie`);
  }
  const res = await call(base, learner, "POST", "/api/auth/login", { email: learner.email, password });
  if (res.status !== 200 || !learner.cookies.has("qbank_session")) {
    throw new Error(`login of ${learner.email} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
}

/** What one request of a phase looks like. */
export interface PlannedRequest {
  learner: Learner;
  path: string;
  body?: unknown;
}

export interface Figures {
  /** Completed requests per second over the phase. */
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  durationS: number;
  peakRssMb: number;
  /** The server's user + system CPU time over the phase, per completed request (ms). */
  cpuMsPerRequest?: number | undefined;
  /** The server's event-loop delay over the phase (ms): the worst process's p99 and maximum. */
  loopDelay?: { p99: number; max: number } | undefined;
}

export interface PhaseOptions {
  base: string;
  method: "GET" | "POST";
  connections: number;
  durationS: number;
  /** Stops after this many requests (the phase still ends at `durationS`). */
  amount?: number | undefined;
  /** Per connection: the next request to send. */
  source: (client: number) => () => PlannedRequest;
  headers: (learner: Learner) => Record<string, string>;
}

/** One autocannon phase: per-connection requests (learner, path, body), stopped by time or count. */
export async function runPhase(options: PhaseOptions): Promise<autocannon.Result> {
  let clients = 0;
  return new Promise((resolve, reject) => {
    const amount = options.amount !== undefined ? Math.max(options.amount, options.connections) : undefined;
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.durationS,
        ...(amount !== undefined ? { amount } : {}),
        timeout: 30,
        setupClient: (client) => {
          const next = options.source(clients++);
          client.setRequests([
            {
              setupRequest: (request) => {
                const planned = next();
                const headers: Record<string, string> = { ...options.headers(planned.learner) };
                if (planned.body !== undefined) headers["content-type"] = "application/json";
                return {
                  ...request,
                  method: options.method,
                  path: planned.path,
                  headers,
                  body: planned.body === undefined ? undefined : JSON.stringify(planned.body),
                };
              },
            },
          ]);
        },
      },
      (error: unknown, result) => {
        clearTimeout(stopTimer);
        if (error) reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        // autocannon notices that `amount` is reached on its next one-second tick, so its
        // duration is rounded up to whole seconds: 600 exam starts in 3.1 s counted as 4 s.
        else if (amount !== undefined) resolve({ ...result, duration: (lastAnswer - started) / 1000 });
        else resolve(result);
      },
    );
    instance.on("response", () => {
      lastAnswer = performance.now();
    });
    // With `amount` autocannon ignores the duration: stop it ourselves so every phase is bounded in time.
    const stopTimer = setTimeout(() => instance.stop(), options.durationS * 1000);
  });
}

const roundTo = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function figures(result: autocannon.Result, peakRssMb: number, cpuMs?: number): Figures {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  const completed = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    rps: result.duration > 0 ? roundTo(completed / result.duration) : 0,
    requests: completed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    durationS: result.duration,
    peakRssMb,
    cpuMsPerRequest: cpuMs !== undefined && completed > 0 ? roundTo(cpuMs / completed, 3) : undefined,
  };
}

/**
 * One target's rounds as one phase: requests, errors and CPU summed (CPU per answer is the
 * rounds' CPU over their answers), p50 the rounds' median, p99 and max the worst round's.
 */
export function mergeRounds(list: Figures[]): Figures {
  if (list.length === 1) return list[0]!;
  const sum = (pick: (f: Figures) => number) => list.reduce((a, f) => a + pick(f), 0);
  const requests = sum((f) => f.requests);
  const durationS = sum((f) => f.durationS);
  const statusCodes: Record<string, number> = {};
  for (const f of list)
    for (const [code, n] of Object.entries(f.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  const p50s = list.map((f) => f.p50).sort((a, b) => a - b);
  const cpuKnown = list.every((f) => f.cpuMsPerRequest !== undefined);
  return {
    rps: durationS > 0 ? roundTo(requests / durationS) : 0,
    requests,
    p50: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99: Math.max(...list.map((f) => f.p99)),
    max: Math.max(...list.map((f) => f.max)),
    errors: sum((f) => f.errors),
    timeouts: sum((f) => f.timeouts),
    non2xx: sum((f) => f.non2xx),
    statusCodes,
    durationS,
    peakRssMb: Math.max(...list.map((f) => f.peakRssMb)),
    cpuMsPerRequest:
      cpuKnown && requests > 0 ? roundTo(sum((f) => f.cpuMsPerRequest! * f.requests) / requests, 3) : undefined,
  };
}

/**
 * Learners who read what they asked for before asking again: each of `connections` learners
 * waits a random think time (exponential, mean `thinkMs`), sends its next request, waits for
 * the whole answer, and so on until `durationS` ends. Unlike a closed loop (each asks again the
 * moment an answer arrives) or autocannon's per-second rate (every second's requests leave
 * together), requests arrive at independent times, as from people. Latency is from sending to
 * the last byte of the answer.
 */
export async function runThinkingPhase(options: {
  base: string;
  method: "GET" | "POST";
  connections: number;
  durationS: number;
  thinkMs: number;
  source: (client: number) => () => PlannedRequest;
  headers: (learner: Learner) => Record<string, string>;
  peakRssMb: () => number;
}): Promise<Figures> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const endAt = started + options.durationS * 1000;
  const think = () => -Math.log(1 - Math.random()) * options.thinkMs;
  const learner = async (client: number) => {
    const next = options.source(client);
    for (;;) {
      // The last think ends with the phase: the rate is over the phase, not a straggler's pause.
      await new Promise((r) => setTimeout(r, Math.min(think(), endAt - performance.now())));
      if (performance.now() >= endAt) return;
      const planned = next();
      const headers: Record<string, string> = { ...options.headers(planned.learner) };
      if (planned.body !== undefined) headers["content-type"] = "application/json";
      const sent = performance.now();
      try {
        const res = await fetch(`${options.base}${planned.path}`, {
          method: options.method,
          headers,
          signal: AbortSignal.timeout(30_000),
          ...(planned.body !== undefined ? { body: JSON.stringify(planned.body) } : {}),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - sent);
        statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => learner(i)));
  const durationS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : 0;
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith("2"))
    .reduce((a, [, c]) => a + c, 0);
  return {
    rps: roundTo(latencies.length / durationS),
    requests: latencies.length,
    p50: roundTo(at(0.5)),
    p99: roundTo(at(0.99)),
    max: roundTo(latencies.at(-1) ?? 0),
    errors,
    timeouts: 0,
    non2xx,
    statusCodes,
    durationS: roundTo(durationS),
    peakRssMb: options.peakRssMb(),
  };
}

/** The event loop's delay in the server's processes over a phase (`loop-delay.mjs`, loaded into each). */
export class LoopDelay {
  constructor(
    readonly dir: string,
    private readonly pids: () => number[],
  ) {}

  private async signal(): Promise<{ p50: number; p99: number; max: number }[]> {
    const pids = this.pids();
    for (const pid of pids) rmSync(join(this.dir, `${pid}.json`), { force: true });
    for (const pid of pids) process.kill(pid, "SIGUSR2");
    const deadline = performance.now() + 2_000;
    const files = pids.map((pid) => join(this.dir, `${pid}.json`));
    while (!files.every((f) => existsSync(f)) && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    return files
      .filter((f) => existsSync(f))
      .map((f) => JSON.parse(readFileSync(f, "utf8")) as { p50: number; p99: number; max: number });
  }

  /** Starts a new window. */
  async reset(): Promise<void> {
    await this.signal();
  }

  /** The worst process's p99 and max since the last reset, in ms. */
  async read(): Promise<{ p99: number; max: number } | undefined> {
    const seen = await this.signal();
    if (seen.length === 0) return undefined;
    return { p99: Math.max(...seen.map((s) => s.p99)), max: Math.max(...seen.map((s) => s.max)) };
  }
}

/** A process and its children (a cluster's primary and its server processes), from /proc. */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
    return [pid, ...children.map(Number).flatMap(processTree)];
  } catch {
    return [pid];
  }
}
