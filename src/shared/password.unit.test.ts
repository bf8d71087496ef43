import { describe, expect, it } from 'vitest';
import {
  COMMON_PATTERN_HINT,
  hasCommonPattern,
  passwordMessage,
  passwordProblems,
  passwordStrength,
} from './password';

describe('password policy', () => {
  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Blue#Harbor7River')).toEqual([]);
  });

  it.each([
    ['', ['Password is required']],
    ['Ab1!xyz', ['Password must be at least 8 characters long']],
    ['abcd1!xyz', ['Password must contain at least one uppercase letter']],
    ['ABCD1!XYZ', ['Password must contain at least one lowercase letter']],
    ['Abcd!xyzw', ['Password must contain at least one number']],
    ['Abcd1xyzw', ['Password must contain at least one special character']],
    [`Ab1!${'xy'.repeat(63)}`, ['Password must be less than 128 characters']],
  ])('%j breaks exactly %j', (password, messages) => {
    expect(passwordProblems(password)).toEqual(messages);
  });

  it('allows exactly 8 and exactly 128 characters', () => {
    expect(passwordProblems('Ab1!wxyz')).toEqual([]);
    expect(passwordProblems(`Ab1!${'xy'.repeat(62)}`)).toEqual([]);
  });

  it.each([
    'Baaa#1xyz',
    'Xy!123456',
    'Xy!Abcdef9',
    'Xy!QWERTY9',
    'My!Password9',
    'Super!Admin9',
    'Power!User9',
  ])('flags the common pattern in %s', (password) => {
    expect(hasCommonPattern(password)).toBe(true);
    expect(passwordProblems(password)).toContain(
      'Password contains common patterns and may be easily guessed',
    );
  });

  it('does not flag two repeated characters or short runs', () => {
    expect(hasCommonPattern('Boo#12kL')).toBe(false);
    expect(hasCommonPattern('Xy!12345z')).toBe(false);
  });

  it('joins messages with commas', () => {
    expect(passwordMessage(['A', 'B', 'C'])).toBe('A, B, C');
  });
});

describe('strength meter', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Weak'],
    ['Abcdefg1', 4, 'Weak'],
    // The server refuses it (no capital, no special character, a common word): never Medium.
    ['password1', 3, 'Weak'],
    ['Password1!', 5, 'Weak'],
    ['Bdxk7!mrq', 5, 'Medium'],
    ['Bdxk7!mrqZ2w', 6, 'Strong'],
    ['Blue#Harbor7River', 6, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('calls Weak every password the policy refuses, and nothing it accepts', () => {
    for (const password of ['password1', 'Password1!', 'Aaa1!aaaa', 'Qwerty12!x', 'Abcdefg1', 'Bdxk7!mrq']) {
      expect(passwordStrength(password).label === 'Weak').toBe(passwordProblems(password).length > 0);
    }
    expect(passwordStrength('password1').hints).toContain(COMMON_PATTERN_HINT);
  });

  it('gives the hints for what is missing, in order', () => {
    expect(passwordStrength('').hints).toEqual([
      'Use at least 8 characters',
      'Add uppercase letters',
      'Add lowercase letters',
      'Add numbers',
      'Add special characters',
    ]);
    expect(passwordStrength('abcxyzqw').hints).toEqual([
      'Add uppercase letters',
      'Add numbers',
      'Add special characters',
    ]);
    // 'abcdef' is a run the policy refuses: said last.
    expect(passwordStrength('abcdefgh').hints).toEqual([
      'Add uppercase letters',
      'Add numbers',
      'Add special characters',
      COMMON_PATTERN_HINT,
    ]);
    expect(passwordStrength('Bdxk7!mrqZ2w').hints).toEqual([]);
  });
});
