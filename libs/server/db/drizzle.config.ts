import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/server/db/src/schema/index.ts',
  out: './libs/server/db/migrations',
});
