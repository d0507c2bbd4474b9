import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layers of app/: lib is logic that knows neither components, content nor routes; content is
// data that knows no components or routes; components do not know the routes; nothing that
// reaches the browser imports server-only code (`.server` folders and modules). Each pattern
// matches the `~/` alias and relative paths alike.
const layer = (folders, message) => ({
  regex: String.raw`^(~|\.\.(/\.\.)*)/(${folders.join("|")})(/|$)`,
  message,
});
const serverOnly = {
  regex: String.raw`(^|/)\.server(/|$)|\.server(\.[cm]?[jt]sx?)?$`,
  message: "Server-only code must not reach the browser: import it from a route module or another .server module.",
};
const noLayersAbove = (folders, message) => ["error", { patterns: [layer(folders, message), serverOnly] }];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS on purpose (scripts/require-node.cjs must run on any old Node).
    files: ["**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": noLayersAbove(
        ["components", "content", "routes"],
        "app/lib holds logic only: pass components, content or route data in from the caller.",
      ),
    },
  },
  {
    // Temporary: this schema still reads its messages from app/content. Remove this block once
    // it takes them from its caller.
    files: ["app/lib/schemas/contact-message.ts"],
    rules: {
      "no-restricted-imports": noLayersAbove(
        ["components", "routes"],
        "app/lib holds logic only: pass components or route data in from the caller.",
      ),
    },
  },
  {
    // The publishing desk's kinds lay published bodies onto app/content's static parts (a model's
    // name, a fund's page) and make the store's first versions from app/content: they read the
    // content, still no components, routes or server-only code.
    files: ["app/lib/content-desk/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": noLayersAbove(
        ["components", "routes"],
        "app/lib holds logic only: pass components or route data in from the caller.",
      ),
    },
  },
  {
    files: ["app/content/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": noLayersAbove(["components", "routes"], "app/content is data: it knows no components or routes."),
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": noLayersAbove(["routes"], "Components do not import routes: pass what they need as props."),
    },
  },
  {
    // Settings are read from the environment in one module only.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/settings.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through app/.server/settings.ts." },
      ],
    },
  },
);
