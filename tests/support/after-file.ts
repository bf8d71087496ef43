import { afterAll } from 'vitest';

/*
 * Test helpers are called from beforeAll, and a hook registered inside another hook never runs: a test
 * app's database (a PGlite of 250 MB whose PostgreSQL timers keep it alive) and a web app's port were
 * never closed, and a worker running 45 files grew past 8 GB. Helpers register their closing here
 * instead; tests/support/after-file-setup.ts runs it after each file.
 */

const pending: (() => unknown)[] = [];

/** Runs `close` after this test file's tests, the last registered first. */
export function afterThisFile(close: () => unknown): void {
  pending.push(close);
}

/** Closes what this file's helpers opened (registered by the setup file, once per file). */
export function closeAfterEachFile(): void {
  afterAll(async () => {
    for (const close of pending.splice(0).reverse()) await close();
  });
}
