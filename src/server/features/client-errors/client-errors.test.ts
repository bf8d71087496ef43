import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../../tests/support/app';
import { CLIENT_ERROR_LIMIT } from './routes';

/* Failures people saw in the browser reach the server's log, with the request's id (issue 23). */

describe('POST /api/client-errors', () => {
  it('logs the failure with its request id, refuses a malformed report, and drops a flood quietly', async () => {
    const t = await startTestApp();
    const lines: Record<string, unknown>[] = [];
    t.deps.logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const headers = { 'x-request-id': 'req-client-error-1' };
    const report = {
      kind: 'chunk',
      message: 'Failed to fetch dynamically imported module',
      path: '/team-dashboard',
    };
    const res = await t.client().post('/api/client-errors', report, headers);
    expect(res.status).toBe(204);
    const logged = lines.find((line) => line.component === 'browser');
    // The same id the answer carries, so the report and the request that sent it are one search away.
    expect(logged).toMatchObject({
      clientError: report,
      msg: 'browser: chunk failure on /team-dashboard',
      reqId: res.headers.get('x-request-id'),
    });

    const bad = await t
      .client()
      .post('/api/client-errors', { kind: 'oops', message: '', path: '/' }, headers);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['kind', 'message']);

    // The same address again and again: the first reports are kept, the rest dropped without an error.
    for (let i = 0; i < CLIENT_ERROR_LIMIT.attempts + 5; i++) {
      expect((await t.client().post('/api/client-errors', report)).status).toBe(204);
    }
    expect(lines.filter((line) => line.component === 'browser')).toHaveLength(CLIENT_ERROR_LIMIT.attempts);
  });
});
