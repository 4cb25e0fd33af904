import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";
import { pwa } from "./pwa.ts";

const api = "http://127.0.0.1:3000";
// The dev server proxies the API; Origin is rewritten so the server's same-origin check passes.
const proxy = {
  target: api,
  changeOrigin: true,
  configure: (p: {
    on: (event: "proxyReq", cb: (req: { setHeader: (k: string, v: string) => void }) => void) => void;
  }) => {
    p.on("proxyReq", (req) => req.setHeader("origin", api));
  },
};

export default defineConfig({
  plugins: [react(), pwa(), precompress()],
  server: { port: 5173, proxy: { "/api": proxy, "/trpc": proxy, "/healthz": proxy } },
  // No source maps in the build: production must not hand out the original sources.
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What the first page needs (the entry's static imports) in one file: split by
        // sharing, it came to eleven, and each request's headers cost the phone ~1 KB.
        // Static imports of static imports are all captured, so no dependency is left out.
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"], includeDependenciesRecursively: false }] },
      },
    },
  },
});
