// @ts-check
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      "storybook-static",
      "coverage",
      ".react-router",
      "test-results",
      "playwright-report",
      "bench-results",
      ".data",
      ".tmp",
      "ui/locales",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "no-restricted-globals": ["error", "event"],
    },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { module: "writable", require: "readonly" } },
  },
  {
    // The domain is pure: time and randomness come in as arguments.
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "Date", property: "now", message: "domain/ takes time as an argument" },
        { object: "Math", property: "random", message: "domain/ takes randomness as an argument" },
      ],
      "no-restricted-globals": [
        "error",
        "window",
        "document",
        "process",
        "localStorage",
        "sessionStorage",
        "fetch",
        "navigator",
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "domain/ takes time as an argument",
        },
      ],
    },
  },
);
