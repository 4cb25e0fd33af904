/**
 * `npm run scaling -w @qbank/bench` (step 7 of `npm run bench`): the stress model of issue 34
 * against the compiled server with WEB_CONCURRENCY=1 and then 2 on the benchmark database.
 * Learners who think 1 s on average between requests cycle through the hot reads (category
 * list, per-question, per-day and per-category statistics); the learners are stepped up until
 * the p99 passes 100 ms, and each server is also driven flat out at 100 connections. Server CPU
 * is summed over the primary and its server processes; the event-loop delay is the worst
 * process's. Writes bench/results/scaling.json.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  CAPACITY_P99_MS,
  SYNTHETIC_EMAIL_LIKE,
  SYNTHETIC_PASSWORD,
  benchDatabaseUrl,
  connect,
  intOption,
  mapLimit,
  parseFlags,
} from "./common.ts";
import {
  HOST,
  LoopDelay,
  cookieHeader,
  figures,
  freePort,
  login,
  processTree,
  runPhase,
  runThinkingPhase,
  waitHealthy,
  type Figures,
  type Learner,
  type PlannedRequest,
} from "./load.ts";
import { writeJsonResult } from "./report.ts";
import { LOOP_DELAY_FLAGS, buildServer, startProductionServer } from "./run.ts";

export const SCALING_STEPS = [200, 400, 600, 800, 1000, 1300];

const HOT_READS = ["/api/qbank/categories", "/api/stats/questions", "/api/stats/day", "/api/stats/categories"];

export interface ScalingStep {
  learners: number;
  figures: Figures;
}

export interface ScalingRun {
  processes: number;
  flatOut: Figures;
  steps: ScalingStep[];
  /** The most learners stepped through with p99 under 100 ms. */
  learnersUnder100ms: number | null;
}

export interface ScalingResults {
  at: string;
  thinkMs: number;
  stepDurationS: number;
  runs: ScalingRun[];
}

/** The user + system CPU of these processes so far (ms), from /proc. */
function cpuMsOf(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone
    }
  }
  return total;
}

export async function measureScaling(
  url: string,
  options: { steps: number[]; stepDurationS: number; thinkMs: number; processes: number[] },
): Promise<ScalingResults> {
  const db = await connect(url);
  const rows = await db.query<{ id: string; email: string; n: number }>(
    `select id, email, substring(email from '^synthetic-(\\d+)@')::int as n from users where email like $1 order by 3`,
    [SYNTHETIC_EMAIL_LIKE],
  );
  await db.end();
  const most = Math.max(...options.steps, 100);
  const learners: Learner[] = rows.rows.slice(0, most).map((r) => ({ ...r, cookies: new Map() }));
  if (learners.length < most) throw new Error(`Need ${most} synthetic learners, found ${learners.length}`);
  buildServer();
  const runs: ScalingRun[] = [];
  let loggedIn = false;
  for (const processes of options.processes) {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), "qbank-scaling-"));
    const loopDir = mkdtempSync(join(tmpdir(), "qbank-scaling-loop-"));
    const app = startProductionServer(url, port, dataDir, LOOP_DELAY_FLAGS, SESSION_SECRET, {
      WEB_CONCURRENCY: String(processes),
      BENCH_LOOP_DELAY_DIR: loopDir,
    });
    try {
      await waitHealthy(`${base}/healthz`, app);
      const pids = () => processTree(app.pid);
      while (pids().length < processes + (processes > 1 ? 1 : 0)) await new Promise((r) => setTimeout(r, 200));
      // Sessions live in the database: the learners signed in once serve both servers.
      if (!loggedIn) {
        await mapLimit(learners, 4, (learner) => login(base, learner, SYNTHETIC_PASSWORD));
        loggedIn = true;
      }
      const loopDelay = new LoopDelay(loopDir, pids);
      const source = (client: number) => {
        let i = client;
        return (): PlannedRequest => ({ learner: learners[client % learners.length]!, path: HOT_READS[i++ % 4]! });
      };
      const headers = (learner: Learner) => ({ cookie: cookieHeader(learner) });
      await runPhase({ base, method: "GET", connections: 20, durationS: 3, source, headers }); // warm-up
      const cpuBefore = cpuMsOf(pids());
      const flat = await runPhase({
        base,
        method: "GET",
        connections: 100,
        durationS: options.stepDurationS,
        source,
        headers,
      });
      const flatOut = figures(flat, 0, cpuMsOf(pids()) - cpuBefore);
      console.log(
        `  ${processes} process(es), flat out at 100 connections: ${flatOut.rps} req/s, CPU ${flatOut.cpuMsPerRequest} ms/req`,
      );
      const steps: ScalingStep[] = [];
      let learnersUnder100ms: number | null = null;
      for (const count of options.steps) {
        await loopDelay.reset();
        const cpu0 = cpuMsOf(pids());
        const f = await runThinkingPhase({
          base,
          method: "GET",
          connections: count,
          durationS: options.stepDurationS,
          thinkMs: options.thinkMs,
          source,
          headers,
          peakRssMb: () => 0,
        });
        const cpu = cpuMsOf(pids()) - cpu0;
        const step = {
          ...f,
          cpuMsPerRequest: f.requests > 0 ? Math.round((cpu / f.requests) * 1000) / 1000 : undefined,
          loopDelay: await loopDelay.read(),
        };
        steps.push({ learners: count, figures: step });
        console.log(
          `  ${processes} process(es), ${count} learners: ${step.rps} req/s, p50 ${step.p50} ms, p99 ${step.p99} ms, ` +
            `loop delay p99 ${step.loopDelay?.p99 ?? "?"} ms, CPU ${step.cpuMsPerRequest} ms/req`,
        );
        if (step.p99 >= CAPACITY_P99_MS || step.errors > 0) break;
        learnersUnder100ms = count;
      }
      runs.push({ processes, flatOut, steps, learnersUnder100ms });
    } finally {
      await app.stop();
    }
  }
  return { at: new Date().toISOString(), thinkMs: options.thinkMs, stepDurationS: options.stepDurationS, runs };
}

const SESSION_SECRET = "scaling-bench-secret-the-same-for-both-servers-0123";

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const flags = parseFlags();
  const steps = flags.get("steps")?.split(",").map(Number) ?? SCALING_STEPS;
  measureScaling(benchDatabaseUrl(), {
    steps,
    stepDurationS: intOption(flags, "step-duration", 15),
    thinkMs: intOption(flags, "think", 1000),
    processes: (flags.get("processes") ?? "1,2").split(",").map(Number),
  }).then(
    async (results) => {
      await writeJsonResult("scaling.json", results);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
