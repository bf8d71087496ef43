import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { businessOwner, createPlayer, signedInClient, teamOwner } from '../../../../tests/support/factories';
import { decodeQr } from '../../../../tests/support/features/player-links';
import { pdfPageCount, pdfText } from '../../../../tests/support/receipts';

/* A player's QR code and printable flyer: the team owner's only (issue 7, section 1). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

/** A GET whose body is kept as bytes (the test client reads text). */
async function fetchBytes(client: TestClient | null, path: string) {
  const headers: Record<string, string> = {};
  if (client && client.cookies.size > 0) {
    headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const res = await t.app.request(`http://homefield.test${path}`, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

async function world() {
  const owner = await teamOwner(t, { name: 'Rose City Strikers', fundraisingGoalCents: 60_000 });
  const player = await createPlayer(t, owner.team, { playerName: 'Ava Martinez-Lopez', jerseyNumber: 7 });
  await createPlayer(t, owner.team, { jerseyNumber: 8 });
  const base = `/api/teams/${owner.team.id}/players/${player.id}`;
  return { owner, player, base, url: `http://homefield.test/player/${owner.team.slug}/7` };
}

describe.each(['qr.png', 'flyer.pdf'])('GET /api/teams/:teamId/players/:playerId/%s', (file) => {
  it('answers 401 signed out, and 404 to another team, a business and an admin', async () => {
    const { base } = await world();
    expect((await fetchBytes(null, `${base}/${file}`)).status).toBe(401);
    const others = [
      (await teamOwner(t)).client,
      (await businessOwner(t)).client,
      (await signedInClient(t, { roles: ['admin'] })).client,
    ];
    for (const client of others) {
      const res = await fetchBytes(client, `${base}/${file}`);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString()).error.code).toBe('NOT_FOUND');
    }
  });

  it("answers 404 for a player of another team or a malformed id, even to the team's owner", async () => {
    const { owner } = await world();
    const stranger = await world();
    for (const playerId of [stranger.player.id, 'not-a-uuid']) {
      const res = await fetchBytes(owner.client, `/api/teams/${owner.team.id}/players/${playerId}/${file}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('the QR code', () => {
  it("is a PNG for the owner that decodes to the player's full link", async () => {
    const { owner, base, url } = await world();
    const res = await fetchBytes(owner.client, `${base}/qr.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="ava-m-7-qr.png"');
    expect(decodeQr(res.body)).toBe(url);
  });
});

describe('the flyer', () => {
  it('is a one-page PDF with the public name, team, goal and link, never the full last name', async () => {
    const { owner, base, url } = await world();
    const res = await fetchBytes(owner.client, `${base}/flyer.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(res.body)).toBe(1);
    const text = pdfText(res.body).join('\n');
    expect(text).toContain('Support Ava M.');
    expect(text).toContain('ROSE CITY STRIKERS');
    // $600 split across two players.
    expect(text).toContain('$300');
    expect(text.replace(/\n/g, '')).toContain(url);
    expect(text).toContain('Scan to give');
    expect(text).toContain('Homefield');
    expect(text).not.toMatch(/Martinez|Lopez/);
  });
});
