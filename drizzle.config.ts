import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes versioned SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema/index.ts',
  out: './lib/server/db/migrations',
});
