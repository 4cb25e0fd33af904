import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Shipping code never imports test support: it lives beside src (the server's in src/test). */
const testSupport = {
  regex: "^(#test/|@qbank/(db|api)/testing$|(\\.{1,2}/)+test/)",
  message: "Test support is for tests only.",
};

/** One import rule per layer, for its shipping files (tests and test support may reach anything). */
function layers(rules) {
  return rules.map(({ files, paths = [], patterns = [] }) => ({
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx", "apps/server/src/test/**", "apps/server/src/reliability/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths, patterns: [...patterns, testSupport] }],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "**/*.js",
      "**/*.mjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      // React Router's loaders throw redirect Responses by design.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings in the app's env.ts only." },
      ],
    },
  },
  {
    // An import cycle makes module order matter and hides which feature owns what.
    files: ["**/*.ts", "**/*.tsx"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The one settings module per app, and the test and tooling entry points.
    files: [
      "apps/server/src/env.ts",
      "packages/db/test/testing.ts",
      "playwright.config.ts",
      "e2e/**",
      "bench/**",
      "vitest.*.ts",
      "apps/server/src/reliability/**",
      "**/*.reliability.test.ts",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["apps/web/src/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Migrations are frozen in time and typed against Kysely<any> on purpose.
    files: ["packages/db/src/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // The layers of docs/architecture.md ("What each package may import"), checked on every
  // file that ships: tests, the server's test support and the reliability suite may reach
  // anything, to drive the real app.
  ...layers([
    {
      files: ["packages/db/src/**"],
      patterns: [{ group: ["@qbank/*"], message: "packages/db imports nothing of ours." }],
    },
    {
      files: ["packages/api/src/**"],
      paths: [{ name: "kysely", importNames: ["sql"], message: "SQL lives in packages/db/src/queries." }],
      patterns: [
        {
          group: ["express", "react", "react-dom", "node:http"],
          message: "packages/api knows no HTTP server or screen.",
        },
        { group: ["@qbank/server", "@qbank/web"], message: "packages/api is called by the apps, never the reverse." },
      ],
    },
    {
      files: ["apps/server/src/**"],
      paths: [
        {
          name: "@qbank/db",
          // The server opens, migrates, seeds and pings the database; every query goes through packages/api.
          allowImportNames: [
            "createDb",
            "DEMO_PASSWORD",
            "isDatabaseEmpty",
            "isDatabaseUnavailable",
            "migrateToLatest",
            "newId",
            "ping",
            "reachDatabase",
            "seedDemo",
          ],
          allowTypeImports: true,
          message: "The server reaches the database through packages/api's procedures.",
        },
        { name: "kysely", message: "SQL lives in packages/db/src/queries.", allowTypeImports: true },
      ],
      patterns: [{ group: ["react", "react-dom", "@qbank/web"], message: "The server serves the built web app only." }],
    },
    {
      files: ["apps/web/src/**"],
      paths: ["@qbank/api", "@qbank/db", "@qbank/server"].map((name) => ({
        name,
        message: "The web app imports only @qbank/api/client.",
      })),
      patterns: [
        {
          group: ["@qbank/api/*", "!@qbank/api/client", "@qbank/db/*"],
          message: "The web app imports only @qbank/api/client.",
        },
        { group: ["node:*", "express", "kysely", "pg"], message: "The web app runs in the browser." },
      ],
    },
  ]),
  {
    files: ["**/*.test.ts", "e2e/**", "apps/server/src/reliability/**"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
    },
  },
);
