import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from src/db/schema.ts; they are committed and
// applied at start. Generation needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
