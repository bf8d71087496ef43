import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_SECRET, loadConfig } from './config';

const secret = 'a-long-private-production-secret';
const APP_URL = 'https://homefield.example';

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
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL, PAYMENTS_PROVIDER: 'sandbox' })).toThrow(
      /SESSION_SECRET/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_URL,
        PAYMENTS_PROVIDER: 'sandbox',
        SESSION_SECRET: DEFAULT_SESSION_SECRET,
      }),
    ).toThrow(/SESSION_SECRET/);
  });

  it('refuses pretend payments in production unless asked for on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL, SESSION_SECRET: secret })).toThrow(/sandbox/);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_URL, SESSION_SECRET: secret, PAYMENTS_PROVIDER: 'sandbox' })
        .paymentsProvider,
    ).toBe('sandbox');
    expect(
      loadConfig({ NODE_ENV: 'production', APP_URL, SESSION_SECRET: secret, STRIPE_SECRET_KEY: 'sk_test_x' })
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

describe('hole 8: start-up trusts the request and the defaults', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: secret, PAYMENTS_PROVIDER: 'sandbox' };

  it('refuses to start in production without APP_URL', () => {
    expect(() => loadConfig(production)).toThrow(/APP_URL must be set/);
    expect(loadConfig({ ...production, APP_URL: 'https://homefield.example/' }).publicUrl).toBe(
      'https://homefield.example',
    );
  });

  it('builds links from APP_URL, or in development from this machine, never from a request', () => {
    expect(loadConfig({ APP_URL: 'https://homefield.example' }).publicUrl).toBe('https://homefield.example');
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });

  it('listens on this machine only unless production or HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...production, APP_URL }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('has no dev mailbox in production, even without SMTP', () => {
    expect(loadConfig({ ...production, APP_URL }).mailboxEnabled).toBe(false);
  });
});
