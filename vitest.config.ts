import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
    // Slower and PostgreSQL-only: `npm run test:reliability` runs them (vitest.reliability.config.ts).
    exclude: [...configDefaults.exclude, "apps/server/src/reliability/**", "**/*.reliability.test.ts"],
    globalSetup: ["./vitest.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
