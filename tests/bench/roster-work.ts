import { FUNDRAISING_MAX_RECIPIENTS, IMPORT_MAX_ROWS } from '../../src/shared/schemas/roster';
import { FIXTURE, uuidOf } from './dataset';
import type { MailSink } from './gifts';
import { inPool } from './pool';
import type { BenchServer } from './server';

/*
 * A coach's two big jobs at the product's own limits (docs/decisions/0064: issue 24 asks 2,000 contacts
 * and 5,000 rows, past what one send and one import may hold): a fundraising email to a player's
 * FUNDRAISING_MAX_RECIPIENTS contacts, and an import of IMPORT_MAX_ROWS players.
 */

async function send(server: BenchServer, cookie: string, path: string, body: unknown) {
  const start = performance.now();
  const res = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  return { status: res.status, ms: Math.round(performance.now() - start), answer };
}

/** The email to every contact of one player: the request, then each message until the SMTP server has it. */
export async function fundraisingEmail(server: BenchServer, sink: MailSink) {
  const cookie = await server.signIn(FIXTURE.teamOwner);
  const player = uuidOf(`dash-player-${FIXTURE.playerNumber}`);
  const email = (i: number) => `bench-contact-${i}@example.com`;
  const contactIds = await inPool(20, FUNDRAISING_MAX_RECIPIENTS, async (i) => {
    const added = await send(server, cookie, `/api/players/${player}/contacts`, {
      contactName: `Family ${i}`,
      contactEmail: email(i),
    });
    if (added.status !== 201)
      throw new Error(`contact ${i}: ${added.status} ${JSON.stringify(added.answer)}`);
    return String((added.answer.contact as { id: string }).id);
  });
  const start = performance.now();
  const sent = await send(server, cookie, `/api/players/${player}/fundraising-email`, {
    contactIds,
    subject: 'Help {player} get to the tournament',
    htmlContent: '<p>{player} and {team} are raising money for the spring tournament.</p>',
    senderName: 'Coach Bench',
    senderEmail: 'coach@bench.local',
  });
  if (sent.status !== 200) throw new Error(`send: ${sent.status} ${JSON.stringify(sent.answer)}`);
  const deadline = performance.now() + 60_000;
  const arrived = () => contactIds.filter((_, i) => sink.acceptedAt.has(email(i))).length;
  while (arrived() < contactIds.length && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const last = Math.max(...contactIds.map((_, i) => sink.acceptedAt.get(email(i)) ?? 0));
  return {
    recipients: contactIds.length,
    requestMs: sent.ms,
    allAcceptedMs: arrived() === contactIds.length ? Math.round(last - start) : null,
    accepted: arrived(),
  };
}

/** A roster file of IMPORT_MAX_ROWS players: once with 10 bad rows (refused, row by row), then clean. */
export async function rosterImport(server: BenchServer) {
  const cookie = await server.signIn(FIXTURE.teamOwner);
  const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => ({
    firstName: `Imported${i}`,
    lastName: 'Player',
    // A jersey is optional and must be the player's own on the team: the first 99 rows have one.
    ...(i < 99 ? { jerseyNumber: i + 1 } : {}),
    parentName: `Parent ${i}`,
    parentEmail: `bench-parent-${i}@example.com`,
  }));
  const path = `/api/teams/${FIXTURE.checkoutTeamId}/players/import`;
  const withErrors = rows.map((row, i) => (i % 20 === 0 ? { ...row, parentEmail: 'not an email' } : row));
  const refused = await send(server, cookie, path, { rows: withErrors });
  const imported = await send(server, cookie, path, { rows });
  return {
    rows: rows.length,
    refusedStatus: refused.status,
    refusedMs: refused.ms,
    rowErrors: Object.keys((refused.answer.error as { fields?: object } | undefined)?.fields ?? {}).length,
    importedStatus: imported.status,
    importedMs: imported.ms,
  };
}
