// npm run test:reliability: the reliability proof (docs/reliability.md) on a fresh PostgreSQL
// database, which is dropped afterwards whether the tests pass or not. Extra arguments go to
// vitest (e.g. a file filter).
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const name = `qbank_reliability_${Date.now()}_${process.pid}`;
const admin = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(admin);
url.pathname = `/${name}`;

const pgDatabase = (action) =>
  spawnSync(process.execPath, ["scripts/pg-database.mjs", action, name], { cwd: root, stdio: "inherit" }).status;

if (pgDatabase("create") !== 0) process.exit(1);

let dropped = false;
const drop = () => {
  if (dropped) return;
  dropped = true;
  pgDatabase("drop");
};

const vitest = spawn(
  process.execPath,
  ["node_modules/vitest/vitest.mjs", "run", "-c", "vitest.reliability.config.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: url.toString() } },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => vitest.kill(signal));

const code = await new Promise((resolve) => vitest.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
try {
  // The figures of the kill test, rendered into docs/reliability.md when the run produced them.
  spawnSync(process.execPath, ["scripts/reliability-report.mjs"], { cwd: root, stdio: "inherit" });
} finally {
  drop();
}
process.exit(code);
