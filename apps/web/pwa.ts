import { VitePWA } from "vite-plugin-pwa";

/**
 * The installable app: its manifest and the service worker of src/offline/sw.ts (Workbox's
 * precache of the shell and the built assets, listed into it at build time, and the Background
 * Sync of the device's queue). API answers are never cached by it: a practice run's offline copy
 * lives in the app's own IndexedDB store. The page registers the worker itself, after load, and a
 * new version waits until the learner chooses to reload.
 */
export const pwa = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "src/offline",
    filename: "sw.ts",
    registerType: "prompt",
    injectRegister: false,
    includeAssets: ["favicon.svg", "apple-touch-icon.png"],
    manifest: {
      id: "/",
      name: "PLAB Question Bank",
      short_name: "PLAB Qbank",
      description: "Practise PLAB 1 questions, sit timed mocks and track your progress.",
      lang: "en-GB",
      start_url: "/user/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#0b6b6b",
      background_color: "#ffffff",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
        { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    },
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      // The optional dyslexia-friendly font is large; it is fetched when a learner turns it on.
      globIgnores: ["**/opendyslexic-*"],
    },
  });
