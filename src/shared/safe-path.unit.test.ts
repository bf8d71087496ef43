import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safePath } from './safe-path';

describe('safePath', () => {
  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'http:evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' //evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safePath(value)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/business-signup?step=2', '/business-signup?step=2'],
    ['/teams/rose-city?tab=sponsors#tiers', '/teams/rose-city?tab=sponsors#tiers'],
    ['/a/../dashboard', '/dashboard'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps %j as %j', (value, path) => {
    expect(safePath(value)).toBe(path);
  });

  it('never answers anything but a path of this site, whatever it is given', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ maxLength: 60 }).map((s) => `/${s}`),
      fc
        .constantFrom('/', '//', '/\\', '\\', 'http://', 'javascript:', '/\t', '%2F')
        .chain((start) => fc.string({ maxLength: 30 }).map((rest) => start + rest)),
    );
    fc.assert(
      fc.property(hostile, (value) => {
        const path = safePath(value);
        if (path === null) return true;
        const here = 'https://homefield.test';
        return (
          path.startsWith('/') &&
          !path.startsWith('//') &&
          new URL(path, here).origin === here &&
          new URL(value, here).origin === here
        );
      }),
      { seed: 20_261_123, numRuns: 1000 },
    );
  }, 30_000);
});
