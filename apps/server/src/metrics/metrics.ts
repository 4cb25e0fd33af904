import type { JobKind, SweepReport } from "@qbank/api";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
}

export interface MetricsSources {
  /** The app pool's connections; absent on the embedded database. */
  poolStats?: (() => PoolStats) | undefined;
  /** Jobs waiting in each queue (pg-boss), read when scraped. */
  queueDepth?: (() => Promise<Record<string, number>>) | undefined;
}

/**
 * The Prometheus metrics of one process: requests by route pattern and status class, the
 * pool, the job queue, the minute sweep, mail, and Node's own (memory, event-loop lag).
 */
export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labels = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "qbank_http_requests_total",
    help: "HTTP requests by route pattern and status class",
    labelNames: labels,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "qbank_http_request_duration_seconds",
    help: "HTTP request latency by route pattern and status class",
    labelNames: labels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const poolStats = sources.poolStats;
  new Gauge({
    name: "qbank_db_pool_connections",
    help: "The app pool's connections by state (in_use, idle) and requests waiting for one (waiting)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      if (!poolStats) return;
      const stats = poolStats();
      this.set({ state: "in_use" }, stats.inUse);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  const queueDepth = sources.queueDepth;
  new Gauge({
    name: "qbank_job_queue_depth",
    help: "Jobs waiting in each queue",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      if (!queueDepth) return;
      const depths: Record<string, number> = await queueDepth().catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  const jobs = new Counter({
    name: "qbank_jobs_total",
    help: "Job runs by job and outcome (ok, failed)",
    labelNames: ["job", "outcome"],
    registers: [registry],
  });
  const sweepSteps = new Histogram({
    name: "qbank_sweep_step_duration_seconds",
    help: "How long each step of the minute sweep took",
    labelNames: ["step"],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const sweepFailures = new Counter({
    name: "qbank_sweep_failures_total",
    help: "Sweep steps or items that failed, by step (set_aside: the item's third failure)",
    labelNames: ["step", "set_aside"],
    registers: [registry],
  });
  const mail = new Counter({
    name: "qbank_mail_total",
    help: "Mail delivered, delivered after a retry (retried), and delivery attempts that failed and will be retried (failed)",
    labelNames: ["outcome"],
    registers: [registry],
  });

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const l = { method, route, status_class: `${Math.floor(status / 100)}xx` };
      requests.inc(l);
      latency.observe(l, seconds);
    },
    job(job: JobKind, outcome: "ok" | "failed", result?: unknown) {
      jobs.inc({ job, outcome });
      if (outcome !== "ok" || !result) return;
      if (job === "maintenance") {
        const report = result as SweepReport;
        for (const [step, ms] of Object.entries(report.durations)) sweepSteps.observe({ step }, ms / 1000);
        for (const f of report.failures) sweepFailures.inc({ step: f.step, set_aside: String(f.setAside) });
      } else {
        const tally = result as { sent: number; failed: number; retried: number };
        mail.inc({ outcome: "delivered" }, tally.sent);
        mail.inc({ outcome: "retried" }, tally.retried);
        mail.inc({ outcome: "failed" }, tally.failed);
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
