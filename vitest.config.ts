import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Four projects:
 * - unit:   pure logic beside the code (contract rules, server helpers, the bench's counting),
 *           Node environment.
 * - web:    the visitor app's components and client libs beside the code, jsdom environment.
 * - console: the staff console's (apps/console), jsdom environment.
 * - server: `*.api.test.ts` — the real Fastify app over a real database (in-memory PGlite cloned
 *           from a migrated template, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // Room for setup-tests.ts's 5 s findBy/waitFor wait on a busy runner.
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'console',
          environment: 'jsdom',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/console/src/testing/setup-tests.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.api.test.ts'],
          // *.pg.api.test.ts need two server instances over one database: PostgreSQL only (the
          // CI's second pass sets TEST_DATABASE_URL), never skipped tests on PGlite.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['apps/server/src/**/*.pg.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
