// Compiles the server to plain JavaScript for production: one ES module per entry in dist/,
// the workspace packages (TypeScript sources) bundled in, every npm dependency left to
// node_modules (native and WebAssembly modules load from there at run time).
import { build } from "esbuild";

const workspace = /^@qbank\//;

await build({
  entryPoints: { main: "src/main.ts", worker: "src/worker.ts", migrate: "src/cli/migrate.ts", seed: "src/cli/seed.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
  plugins: [
    {
      name: "dependencies-stay-external",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspace.test(args.path) || args.path.startsWith("node:") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
