import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_NAMES, statementNames } from './statement-names';

describe('statementNames', () => {
  it('names a statement on its second sighting, and the same name ever after', () => {
    const nameOf = statementNames();
    const select = 'select "id" from "teams" where "teams"."id" = $1';
    expect(nameOf(select)).toBeUndefined();
    const name = nameOf(select);
    expect(name).toMatch(/^hf_\d+$/);
    expect(nameOf(select)).toBe(name);
    const update = 'update "teams" set "name" = $1 where "teams"."id" = $2';
    nameOf(update);
    expect(nameOf(update)).not.toBe(name);
  });

  it('never names what cannot or need not be prepared', () => {
    const nameOf = statementNames();
    for (const text of ['begin', 'commit', 'set local statement_timeout = 0', 'create table x (id int)']) {
      nameOf(text);
      expect(nameOf(text)).toBeUndefined();
    }
  });

  it('stops naming new statements at its limit, and keeps the names it gave', () => {
    const nameOf = statementNames();
    const texts = Array.from({ length: MAX_STATEMENT_NAMES + 1 }, (_, i) => `select ${i} where $1::int = 1`);
    const names = texts.map((text) => {
      nameOf(text);
      return nameOf(text);
    });
    expect(new Set(names.slice(0, MAX_STATEMENT_NAMES)).size).toBe(MAX_STATEMENT_NAMES);
    expect(names[MAX_STATEMENT_NAMES]).toBeUndefined();
    expect(nameOf(texts[0]!)).toBe(names[0]);
  });
});
