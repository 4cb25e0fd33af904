// npm run openapi: writes the legacy REST contract (docs/openapi.json) and the legacy client's
// types generated from it (packages/legacy-client/src/schema.ts). With --check, writes nothing
// and exits 1 when either committed file differs from what the code generates.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import { openApiDocument } from "../openapi/document.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const DOCUMENT_FILE = `${root}docs/openapi.json`;
const CLIENT_TYPES_FILE = `${root}packages/legacy-client/src/schema.ts`;

/** Written as the repo's formatter would, so `npm run lint` stays clean. */
async function formatted(file: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

async function generated(): Promise<Record<string, string>> {
  const document = openApiDocument();
  const types = astToString(await openapiTS(document as unknown as OpenAPI3));
  const header = "// Generated from docs/openapi.json by `npm run openapi`; do not edit.\n/* eslint-disable */\n\n";
  return {
    [DOCUMENT_FILE]: await formatted(DOCUMENT_FILE, JSON.stringify(document)),
    [CLIENT_TYPES_FILE]: await formatted(CLIENT_TYPES_FILE, header + types),
  };
}

const current = (file: string) => readFile(file, "utf8").catch(() => "");

const files = await generated();
if (process.argv.includes("--check")) {
  const stale: string[] = [];
  for (const [file, text] of Object.entries(files)) if ((await current(file)) !== text) stale.push(file);
  if (stale.length) {
    console.error(`Out of date with the code (run \`npm run openapi\`):\n${stale.join("\n")}`);
    process.exit(1);
  }
  console.log("docs/openapi.json and the legacy client's types match the code.");
} else {
  for (const [file, text] of Object.entries(files)) await writeFile(file, text);
  console.log(`Wrote ${Object.keys(files).join(" and ")}.`);
}
