import { describe, expect, it } from 'vitest';
import { publicDonorName, publicPlayerName, splitFullName } from './player-name';

const shown = (firstName: string, lastName: string) =>
  publicPlayerName({ firstName, lastName, playerNumber: 12 });

describe('publicPlayerName', () => {
  it.each([
    ['Ava', 'Chen', 'Ava C.'],
    ['Mary-Jane', 'Smith-Jones', 'Mary-Jane S.'],
    ['Liam', "O'Brien", 'Liam O.'],
    ['ava', 'chen', 'ava C.'],
    ['Élodie', 'Ünal', 'Élodie Ü.'],
    ['Zoë', 'E\u0301tienne', 'Zoë E\u0301.'],
    ['Иван', 'Петров', 'Иван П.'],
    ['Mia', 'T.', 'Mia T.'],
    ['Mia', '(T)', 'Mia T.'],
    ['  Ava   Mae ', ' Chen ', 'Ava Mae C.'],
    ['Ava', '', 'Ava'],
    ['Ava', '-', 'Ava'],
  ])('%j + %j -> %j', (first, last, expected) => {
    expect(shown(first, last)).toBe(expected);
  });

  it('strips invisible and direction-changing characters', () => {
    expect(shown('\u202EAva\u200B', '\u2066Martinez\u2069')).toBe('Ava M.');
    expect(shown('\u200B\uFEFF', 'Martinez')).toBe('Player #12');
  });

  it('names a player without a first name by number, and a removed player not at all', () => {
    expect(shown('', '')).toBe('Player #12');
    expect(publicPlayerName({ firstName: null, lastName: null, playerNumber: null })).toBe('a player');
  });
});

describe('splitFullName', () => {
  it.each([
    ['Ava Chen', { firstName: 'Ava', lastName: 'Chen' }],
    ['  Ava   Marie \t Chen ', { firstName: 'Ava', lastName: 'Marie Chen' }],
    ["Liam O'Brien", { firstName: 'Liam', lastName: "O'Brien" }],
    ['Leo Park Jr.', { firstName: 'Leo', lastName: 'Park Jr.' }],
    ['Ava\u200B Chen', { firstName: 'Ava', lastName: 'Chen' }],
  ])('%j splits', (full, parts) => {
    expect(splitFullName(full)).toEqual(parts);
  });

  it.each([
    'Martinez, Ava',
    'Ava.Martinez',
    'Ava_Martinez',
    'Ava\u200BMartinez',
    'Ava',
    'Leo Jr.',
    'Ava M. Chen',
    'Ava 2',
    '',
  ])('%j is left for a person', (full) => {
    expect(splitFullName(full)).toBeNull();
  });
});

describe('publicDonorName', () => {
  it.each([
    ['Lin Chen', 'Lin C.'],
    ['Lin', 'Lin'],
    ['Chen, Lin', 'A supporter'],
    ['lin.chen', 'A supporter'],
  ])('%j -> %j', (full, expected) => {
    expect(publicDonorName(full)).toBe(expected);
  });
});
