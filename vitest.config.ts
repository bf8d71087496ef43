import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/sequencer';

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
    // Vitest's default is one worker fewer than the cores: one, on this two-core machine. The suites wait on
    // the database, the server and the browser as much as on the processor: with two, the browser files
    // kept the two cores 80% busy and took 546 s; with three, 396 s (measured 2026-11-27).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.unit.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/**/*.unit.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file: importing the server anew for each of 130 files
          // cost 350 s of a 390 s run. Each file still makes its own database, app and clock
          // (tests/support/app.ts), so no file sees another's state.
          isolate: false,
          globalSetup: ['tests/support/db-global-setup.ts'],
          setupFiles: ['tests/support/after-file-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // A screen's logic in happy-dom, its server's answers given by the test (tests/support/component.tsx).
          name: 'component',
          include: ['src/web/**/*.component.test.tsx'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          // The database setup too: a browser file that moves the clock runs a server of its own, in the test's
          // process on a database of its own (tests/support/web-app.ts).
          globalSetup: ['tests/support/db-global-setup.ts', 'tests/support/e2e-global-setup.ts'],
          setupFiles: ['tests/support/after-file-setup.ts'],
          // Three files at a time against the one server: each file makes its own accounts and names, so
          // none sees another's rows (docs/decisions/0004-tests.md).
          fileParallelism: true,
          // A journey takes 20-50 s on a quiet machine and twice that on a slow day with three files at
          // once; the limit is for a test that hangs, not a budget (the bench holds those).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      ...reliability,
    ],
  },
});
