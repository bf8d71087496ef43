import { describe, expect, it } from 'vitest';
import { fingerprintOf, keyFor, REPEAT_WINDOW_MS } from './mutation';

/** Issue 19: which presses share an Idempotency-Key (one submission) and which start a new one. */

describe('keyFor', () => {
  const first = keyFor(null, fingerprintOf({ name: 'Ava' }), 1_000);

  it('makes a 32-digit key the server accepts', () => {
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('keeps the key for the same variables while the first press runs or just after it succeeded', () => {
    expect(keyFor(first, fingerprintOf({ name: 'Ava' }), 1_050).key).toBe(first.key);
    const succeeded = { ...first, succeededAt: 1_100 };
    expect(keyFor(succeeded, fingerprintOf({ name: 'Ava' }), 1_100 + REPEAT_WINDOW_MS).key).toBe(first.key);
  });

  it('keeps it after a failure however long after (a retry after a timeout)', () => {
    expect(keyFor(first, fingerprintOf({ name: 'Ava' }), 1_000 + 10 * REPEAT_WINDOW_MS).key).toBe(first.key);
  });

  it('starts a new submission for new variables (undo after mark) or a success long ago', () => {
    expect(keyFor(first, fingerprintOf({ name: 'Bea' }), 1_050).key).not.toBe(first.key);
    const succeeded = { ...first, succeededAt: 1_100 };
    expect(keyFor(succeeded, fingerprintOf({ name: 'Ava' }), 1_101 + REPEAT_WINDOW_MS).key).not.toBe(
      first.key,
    );
  });
});

describe('fingerprintOf', () => {
  it('tells two files apart (JSON alone would make both "{}")', () => {
    const a = new File(['one'], 'a.png', { lastModified: 1 });
    const b = new File(['two!'], 'b.png', { lastModified: 1 });
    expect(fingerprintOf({ file: a })).not.toBe(fingerprintOf({ file: b }));
    expect(fingerprintOf({ file: a })).toBe(
      fingerprintOf({ file: new File(['one'], 'a.png', { lastModified: 1 }) }),
    );
  });

  it('reads no variables as one submission', () => {
    expect(fingerprintOf(undefined)).toBe(fingerprintOf(undefined));
  });
});
