import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { api } from "./app/trpc.ts";
import "./app/styles.css";
// The reading profile's dyslexia-friendly font, shipped with the app: a face the browser
// fetches only when a learner turns the option on.
import "@fontsource/opendyslexic/400.css";
import "@fontsource/opendyslexic/700.css";
// From the first page on, so a lazily loaded dialog knows which control opened it.
import "./ui/focus-memory.ts";
import { registerAfterLoad } from "./offline/register.ts";

// One cookieless visit count per page load; a failure here must never disturb the learner.
api.stats.track.query().catch(() => undefined);

registerAfterLoad();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
