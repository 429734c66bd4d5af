import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and applied at start on PGlite and
// PostgreSQL alike: `npm run db:generate -w @alchemy/server` after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
