import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./adapters/api/db/schema.ts",
    "./adapters/api/db/content-schema.ts",
    "./adapters/api/db/premium-catalog-schema.ts",
    "./adapters/api/db/premium-payments-schema.ts",
    "./adapters/api/db/learning-progress-schema.ts",
    "./adapters/api/db/learning-flashcards-schema.ts",
    "./adapters/api/db/coach-schema.ts",
  ],
  out: "./adapters/api/db/migrations",
});
