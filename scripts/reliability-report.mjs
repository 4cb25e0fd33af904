// Renders the figures the reliability tests wrote (docs/reliability-figures.json) into
// docs/reliability.md, between the figures markers, so the committed page shows the last run.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const figuresFile = `${root}docs/reliability-figures.json`;
const docFile = `${root}docs/reliability.md`;
const START = "<!-- figures:start -->";
const END = "<!-- figures:end -->";

if (!existsSync(figuresFile) || !existsSync(docFile)) {
  console.log("reliability-report: no figures to render");
  process.exit(0);
}
const figures = JSON.parse(readFileSync(figuresFile, "utf8"));
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
} catch {
  // not a git checkout
}

const lines = [START, "", `Last run: ${new Date().toISOString().slice(0, 10)}, commit ${commit}.`, ""];
for (const [, section] of Object.entries(figures).sort(([a], [b]) => a.localeCompare(b))) {
  lines.push(`### ${section.title}`, "", "| figure | value |", "|---|---|");
  for (const [label, value] of section.rows) lines.push(`| ${label} | ${value} |`);
  if (section.note) lines.push("", section.note);
  lines.push("");
}
lines.push(END);

const doc = readFileSync(docFile, "utf8");
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < from) {
  console.error("reliability-report: docs/reliability.md has no figures markers");
  process.exit(1);
}
writeFileSync(docFile, doc.slice(0, from) + lines.join("\n") + doc.slice(to + END.length));
console.log("reliability-report: figures written to docs/reliability.md");
