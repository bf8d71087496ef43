import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SECRET, loadConfig } from './config';

const secret = 'a-long-private-production-secret';

describe('configuration', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      paymentsProvider: 'sandbox',
      mailboxEnabled: true,
      SEED_DEMO: true,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('refuses the default session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENTS_PROVIDER: 'sandbox',
        SESSION_SECRET: DEFAULT_SESSION_SECRET,
      }),
    ).toThrow(/SESSION_SECRET/);
  });

  it('refuses pretend payments in production unless asked for on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret })).toThrow(/sandbox/);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENTS_PROVIDER: 'sandbox' })
        .paymentsProvider,
    ).toBe('sandbox');
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: secret, STRIPE_SECRET_KEY: 'sk_test_x' })
        .paymentsProvider,
    ).toBe('stripe');
  });

  it('turns the mailbox off when SMTP is configured, and names a bad variable', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:2525' }).mailboxEnabled).toBe(false);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });
});
