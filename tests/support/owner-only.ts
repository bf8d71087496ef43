import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient, type TestResponse } from './app';
import { signedInClient, teamOwner } from './factories';

/** A team-owned endpoint: what the owner gets, and how to call it on a fresh world. */
export interface OwnedEndpoint<W> {
  name: string;
  ok: number;
  send: (client: TestClient, w: W) => Promise<TestResponse>;
}

export type Stranger = 'another team user' | 'a business user' | 'an admin';

interface OwnerOnlySuite<W extends { client: TestClient }> {
  endpoints: OwnedEndpoint<W>[];
  /** A fresh team with what the endpoints act on, and its owner's client. */
  world: (t: TestApp) => Promise<W>;
  /** A picture of the rows the endpoints could change, compared before and after a refused call. */
  snapshot: (t: TestApp) => Promise<unknown>;
  /** Something of the world a stranger must not see in the answer (a name). */
  secretOf: (w: W) => string;
}

/**
 * The who-may table every team-owned endpoint shares: anonymous gets 401, another team's user, a business
 * and an admin get 404 with nothing of the record in the answer, neither changes a row; the owner gets in.
 * Returns the app, for the file's own further tests.
 */
export function describeOwnerOnly<W extends { client: TestClient }>(suite: OwnerOnlySuite<W>) {
  const app = { t: undefined as unknown as TestApp };
  let strangers: Record<Stranger, TestClient>;

  beforeAll(async () => {
    app.t = await startTestApp();
    strangers = {
      'another team user': (await teamOwner(app.t)).client,
      'a business user': (await signedInClient(app.t, { roles: ['business'] })).client,
      'an admin': (await signedInClient(app.t, { roles: ['admin'] })).client,
    };
  });

  describe.each(suite.endpoints)('$name', ({ ok, send }) => {
    it('answers an anonymous caller 401 and changes nothing', async () => {
      const w = await suite.world(app.t);
      const before = await suite.snapshot(app.t);
      const res = await send(app.t.client(), w);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHORIZED');
      expect(await suite.snapshot(app.t)).toEqual(before);
    });

    it.each(['another team user', 'a business user', 'an admin'] as const)(
      'answers %s 404 and changes nothing',
      async (who) => {
        const w = await suite.world(app.t);
        const before = await suite.snapshot(app.t);
        const res = await send(strangers[who], w);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain(suite.secretOf(w));
        expect(await suite.snapshot(app.t)).toEqual(before);
      },
    );

    it(`lets the team's owner in (${ok})`, async () => {
      const w = await suite.world(app.t);
      const res = await send(w.client, w);
      expect(res.status).toBe(ok);
    });
  });

  return app;
}
