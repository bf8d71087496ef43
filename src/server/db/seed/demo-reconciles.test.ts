import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { reconcile } from '../../payments/reconciliation';
import { seedDemoIfEmpty } from './demo';

/*
 * The demo's money was paid "through the sandbox": its ledger and the sandbox's balance transactions
 * agree, so a fresh machine's first nightly reconciliation (decision 0046) finds nothing to flag.
 */
describe('the demo data', () => {
  it('reconciles: every seeded payment, fee and transfer is on both sides', async () => {
    const t = await startTestApp();
    await seedDemoIfEmpty(t.deps);
    const now = Date.now();
    const run = await reconcile(
      t.deps,
      { from: new Date(now - 400 * 24 * 60 * 60 * 1000), to: new Date(now + 60_000) },
      'admin',
    );
    expect(run!.differences).toEqual([]);
    expect(run!.checked).toBeGreaterThan(10);
  }, 60_000);
});
