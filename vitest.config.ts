import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

const alias = {
  '@': path.resolve(import.meta.dirname, '.'),
  // The marker only means something to the Next.js bundler; under vitest it is an empty module.
  'server-only': path.resolve(import.meta.dirname, 'tests/setup/server-only.ts'),
};

/**
 * Two projects (ARCHITECTURE.md §7):
 * - unit: pure domain rules and components (jsdom, msw for /105/api);
 * - api: route handlers and services on a real database — a fresh migrated PGlite per file,
 *   or the PostgreSQL server named by DATABASE_URL.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/unit.ts'],
          // Typing into masked inputs with user-event is slow in jsdom; a busy machine doubles it.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/api.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PostgreSQL database is shared when DATABASE_URL is set; files then run one by one.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
    ],
  },
});
