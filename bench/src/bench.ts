/**
 * `npm run bench`: generate the synthetic bank (skipped when the database already holds it at
 * this scale, unless --fresh), run the load against the app and the bare baseline, explain the
 * queries, and write bench/results/*.json and docs/benchmarks.md.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/qbank_bench npm run bench
 *   BENCH_SMALL=1 npm run bench                          # a quick check at a small scale
 *   npm run bench -w @qbank/bench -- --small --fresh     # flags reach the script this way
 *
 * Flags, each also a BENCH_<NAME> variable (BENCH_SMALL=1, BENCH_DURATION=5, BENCH_ONLY=submit):
 * --categories --questions --learners --tries --keys --small --fresh --duration --connections
 * --warmup --start-pool --only a,b --more-connections 100 --cpu-prof DIR --skip-bare --skip-load --skip-page
 * --skip-explain --skip-quality --skip-actions --skip-scaling. (The root script runs
 * npm again, which keeps unknown flags given as `npm run bench -- --small` for itself.)
 */
import { join } from "node:path";
import { RESULTS_DIR, benchDatabaseUrl, boolOption, parseFlags, scaleFrom } from "./common.ts";
import { measureActions } from "./actions.ts";
import { explainAll } from "./explain.ts";
import { generate } from "./generate.ts";
import { measurePage } from "./page.ts";
import { measureQuality, qualityTable } from "./quality.ts";
import { writeJsonResult, writeReport } from "./report.ts";
import { runLoad, runOptionsFrom } from "./run.ts";
import { measureScaling, SCALING_STEPS } from "./scaling.ts";

async function main(): Promise<number> {
  const flags = parseFlags();
  const url = benchDatabaseUrl();
  const scale = scaleFrom(flags);
  const options = runOptionsFrom(flags);

  console.log("== 1/7 synthetic bank");
  await generate(url, scale, { fresh: boolOption(flags, "fresh") });

  if (!boolOption(flags, "skip-load")) {
    console.log("\n== 2/7 load (the app and its baselines: node:http, Express, the stack alone; per endpoint)");
    const results = await runLoad(url, options);
    await writeJsonResult("latest.json", results);
    writeReport();
  }

  if (!boolOption(flags, "skip-page")) {
    console.log("\n== 3/7 the page on a throttled phone (sign-in paint, JavaScript weight, the player's Next)");
    const page = await measurePage(url);
    await writeJsonResult("page.json", page);
    writeReport();
    console.log(
      `  sign-in LCP ${page.login.lcpMsMedian} ms, its JavaScript ${(page.login.scriptBytes / 1024).toFixed(1)} KB, ` +
        `Next ${page.nextQuestionMsMedian} ms (median of ${page.nextQuestionMs.join(", ")})`,
    );
  }

  let status = 0;
  if (!boolOption(flags, "skip-explain")) {
    console.log("\n== 4/7 query plans (EXPLAIN ANALYZE, BUFFERS)");
    const plans = await explainAll(url);
    await writeJsonResult("explain.json", plans);
    // Kept per scale: docs/benchmarks.md compares each endpoint's SQL time across banks.
    await writeJsonResult(`explain-${plans.scale.tries}.json`, plans);
    writeReport();
    for (const p of plans.problems) console.log(`${p.startsWith("Seq Scan on tries") ? "ERROR" : "warning"}: ${p}`);
    if (plans.problems.some((p) => p.startsWith("Seq Scan on tries"))) {
      console.error(
        "A query behind a benchmarked endpoint scans the tries table sequentially (see docs/benchmarks.md).",
      );
      status = 1;
    }
  }
  if (!boolOption(flags, "skip-quality")) {
    console.log("\n== 5/7 the admins' question list with its quality figures");
    const quality = await measureQuality(url);
    await writeJsonResult("quality.json", quality);
    writeReport();
    console.log(qualityTable(quality));
  }
  if (!boolOption(flags, "skip-actions")) {
    console.log("\n== 6/7 the slow clicks at the demo scale (the app as npm start runs it)");
    const actions = await measureActions();
    await writeJsonResult("actions.json", actions);
    writeReport();
    for (const a of actions.actions) console.log(`  ${a.name}: ${a.medianMs} ms`);
  }
  if (!boolOption(flags, "skip-scaling")) {
    console.log("\n== 7/7 one and two server processes (WEB_CONCURRENCY) under learners who think 1 s");
    const scaling = await measureScaling(url, {
      steps: SCALING_STEPS,
      stepDurationS: 15,
      thinkMs: 1000,
      processes: [1, 2],
    });
    await writeJsonResult("scaling.json", scaling);
    writeReport();
  }
  console.log(
    `\nResults: ${join(RESULTS_DIR, "latest.json")}, ${join(RESULTS_DIR, "explain.json")}, docs/benchmarks.md`,
  );
  return status;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
