// Loaded into the server under test with `--import` (plain JavaScript: production runs no
// TypeScript loader). With BENCH_LOOP_DELAY_DIR set, it keeps the event loop's delay
// (`monitorEventLoopDelay`, sampled every 10 ms; the figures are how late a sample ran beyond
// those 10 ms) and, on each SIGUSR2, writes what it saw since the last one to
// DIR/PID.json and starts again: the harness signals before and after a phase.
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";

const dir = process.env.BENCH_LOOP_DELAY_DIR;
const RESOLUTION_MS = 10;
if (dir) {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  // The histogram holds the time between the sampling timer's runs: what is late is beyond it.
  const ms = (ns) => Math.max(0, Math.round((ns - RESOLUTION_MS * 1e6) / 1e4) / 100);
  process.on("SIGUSR2", () => {
    const seen = { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) };
    // Written aside and renamed, so the harness never reads a file half written.
    const file = join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.part`, JSON.stringify(seen));
    renameSync(`${file}.part`, file);
    delay.reset();
  });
}
