import { defineConfig } from "vitest/config";

/**
 * The reliability proof (docs/reliability.md): fuzzing, the authorization matrix, races,
 * several server processes, a kill -9, database restarts, forged proxy headers and the sweep
 * with a poisoned run, all on PostgreSQL. Run it with
 * `npm run test:reliability`, which makes a fresh database and drops it afterwards.
 */
export default defineConfig({
  test: {
    include: [
      "apps/server/src/reliability/**/*.test.ts",
      "packages/*/src/**/*.reliability.test.ts",
      // Also in `npm test` (on PGlite); here on PostgreSQL.
      "packages/api/src/maintenance/sweep.test.ts",
    ],
    globalSetup: ["./vitest.reliability.global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: "forks",
    // One file at a time: the process and kill tests time their load and must not compete.
    fileParallelism: false,
  },
});
