import { describe, expect, it } from 'vitest';
import { publicPlayerName } from './player-name';

describe('publicPlayerName', () => {
  it.each([
    ['Ava Chen', 'Ava C.'],
    ['Ava', 'Ava'],
    ['  Ava   Marie \t Chen  ', 'Ava C.'],
    ['Mary-Jane Smith-Jones', 'Mary-Jane S.'],
    ["Liam O'Brien", 'Liam O.'],
    ["Liam 'Buddy' Brown", 'Liam B.'],
    ['ava chen', 'ava C.'],
    ['Leo Park Jr.', 'Leo P.'],
    ['Leo Park III', 'Leo P.'],
    ['Leo Jr', 'Leo J.'],
    ['Élodie Ünal', 'Élodie Ü.'],
    ['Zoë E\u0301tienne', 'Zoë E\u0301.'],
    ['Søren Ølberg', 'Søren Ø.'],
    ['Иван Петров', 'Иван П.'],
    ['Ana (Chen)', 'Ana C.'],
    ['Ana -', 'Ana'],
    ['   ', ''],
  ])('%j -> %j', (full, shown) => {
    expect(publicPlayerName(full)).toBe(shown);
  });

  it('never shows more of the last name than its initial', () => {
    for (const full of ['Ava Chen', 'Ava Marie Chen-Lopez', 'Ava   Chen']) {
      expect(publicPlayerName(full)).not.toMatch(/Chen|Lopez|Marie/);
    }
  });
});
