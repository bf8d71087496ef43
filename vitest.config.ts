import { defineConfig } from 'vitest/config';

/**
 * The fault tests start their own PostgreSQL cluster and app processes, stop and kill them: minutes, not
 * seconds. Only `npm run test:reliability` (RELIABILITY=1) loads the project, so `npm test` stays quick.
 */
const reliability =
  process.env.RELIABILITY === '1'
    ? [
        {
          test: {
            name: 'reliability',
            include: ['tests/reliability/**/*.test.ts'],
            environment: 'node',
            fileParallelism: false,
            testTimeout: 180_000,
            hookTimeout: 120_000,
          },
        },
      ]
    : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/db-global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...reliability,
    ],
  },
});
