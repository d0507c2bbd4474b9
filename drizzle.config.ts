import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` turns changes of the schema into a new migration under drizzle/.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./drizzle",
});
