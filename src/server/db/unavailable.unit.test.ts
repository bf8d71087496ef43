import { describe, expect, it } from 'vitest';
import { QueryDeadlineError } from './client';
import { isDatabaseUnavailable } from './unavailable';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a server that is down, going or not up yet', () => {
    expect(isDatabaseUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(coded('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('knows a server that does not answer in time (issue 18, hole 10: a frozen server)', () => {
    const deadline = new QueryDeadlineError(3000);
    expect(isDatabaseUnavailable(new Error('Failed query: begin', { cause: deadline }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Connection terminated due to connection timeout', {
          cause: new Error('Connection terminated unexpectedly'),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout expired'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57014', 'canceling statement due to statement timeout'))).toBe(false);
  });

  it('looks through Drizzle’s wrapper and Node’s AggregateError', () => {
    const refused = new AggregateError([coded('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
  });

  it('leaves bugs and the caller’s mistakes alone', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(coded('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
