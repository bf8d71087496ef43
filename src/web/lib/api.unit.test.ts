import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, api, read, setApiTransport, withIdempotencyKey } from './api';

/** What the typed client sends, and how it reads what comes back (decision 0062). */

interface Sent {
  url: string;
  init: RequestInit;
}

function answering(response: () => Response): Sent[] {
  const sent: Sent[] = [];
  setApiTransport(async (url, init) => {
    sent.push({ url, init });
    return response();
  });
  return sent;
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the typed client', () => {
  it('encodes a path parameter, so a value cannot reach another route', async () => {
    const sent = answering(() => json({ team: { id: 'x' } }));
    await read(api.teams[':teamId'].$get({ param: { teamId: '../admin/overview?x=1#' } }));
    expect(sent[0]!.url).toBe('/api/teams/..%2Fadmin%2Foverview%3Fx%3D1%23');
  });

  it('answers an empty parameter with 404 without asking the server (hc would drop the segment)', async () => {
    const sent = answering(() => json({}));
    const failure = read(api.teams[':teamId'].$get({ param: { teamId: '' } }));
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(sent).toHaveLength(0);
  });

  it('sends a body as JSON with the submission key of the press that started it', async () => {
    const sent = answering(() => json({ team: { id: 't1' }, outcome: 'published' }));
    await withIdempotencyKey('k'.repeat(32), () =>
      read(api.teams[':teamId'].publish.$post({ param: { teamId: 't1' }, json: { publish: true } })),
    );
    const headers = new Headers(sent[0]!.init.headers);
    expect(sent[0]!.init.method).toBe('POST');
    expect(sent[0]!.init.body).toBe('{"publish":true}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('k'.repeat(32));
    expect(sent[0]!.init).toMatchObject({ credentials: 'same-origin', cache: 'no-cache' });
  });

  it('sends no key outside a submission', async () => {
    const sent = answering(() => json({ team: {} }));
    await read(api.teams.mine.$get());
    expect(new Headers(sent[0]!.init.headers).has('idempotency-key')).toBe(false);
  });

  it("throws the server's error with its code, message and fields", async () => {
    answering(() =>
      json(
        { error: { code: 'VALIDATION_FAILED', message: 'Too long', fields: { name: ['Too long'] } } },
        400,
      ),
    );
    const error = await read(api.teams.mine.$get()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Too long',
      fields: { name: ['Too long'] },
    });
  });

  it('turns a network failure into a message a person can act on', async () => {
    setApiTransport(() => Promise.reject(new TypeError('fetch failed')));
    await expect(read(api.teams.mine.$get())).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('gives nothing for 204 and a generic message for an answer that is not JSON', async () => {
    answering(() => new Response(null, { status: 204 }));
    await expect(read(api.account.sessions[':id'].$delete({ param: { id: 'a' } }))).resolves.toBeUndefined();
    answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(read(api.teams.mine.$get())).rejects.toMatchObject({ status: 502, code: 'UNKNOWN' });
  });
});
