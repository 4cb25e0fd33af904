// Loaded into the server under test with `--import` (plain JavaScript: production runs no
// TypeScript loader). With BENCH_LOOP_DELAY_DIR set, it keeps the event loop's delay
// (`monitorEventLoopDelay`) and, on each SIGUSR2, writes what it saw since the last one to
// DIR/PID.json and starts again: the harness signals before and after a phase.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.BENCH_LOOP_DELAY_DIR;
if (dir) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on("SIGUSR2", () => {
    const seen = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify(seen));
    delay.reset();
  });
}
