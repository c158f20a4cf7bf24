import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @lettra/api db:generate` writes a new versioned migration into drizzle/ after a
// table changes; the api applies pending ones on start (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
