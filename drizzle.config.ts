import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./adapters/api/db/schema.ts",
  out: "./adapters/api/db/migrations",
});
