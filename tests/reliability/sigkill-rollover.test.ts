import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEASON_REPORT_SEND, seasonSendKey } from '../../src/server/features/season-report/job';
import { createPlayer } from '../support/factories';
import { checkout, sponsorWorld } from '../support/features/payments';
import { NEXT_SEASON, paidSponsorship, rollOver, rolloverState } from '../support/features/seasons';
import { checkoutRecords, mailByKind } from './ledger';
import { waitFor } from './load';
import { appBackends, type FaultWorld, faultWorld, testConnection } from './world';

let world: FaultWorld;

beforeAll(async () => {
  world = await faultWorld();
});
afterAll(async () => {
  await world?.close();
});

/**
 * A team in its 2026-03-01.. season (no end date, so the season-end job never reports it and the rollover
 * closes it on 2026-08-31): three players, two of them staying, a paid sponsor of last season and an open
 * checkout of another business.
 */
async function lastSeason() {
  const w = await sponsorWorld(world, { team: { seasonEndDate: null }, tier: { availableSpots: 2 } });
  const players = await Promise.all(
    ['Ava Chen', 'Ben Ortiz', 'Dee Gone'].map((playerName) =>
      createPlayer(world, w.team, { playerName, fundraisingGoalCents: 30_000 }),
    ),
  );
  await paidSponsorship(world, { teamId: w.team.id, tier: w.tier, businessId: w.buyer.business.id });
  const late = await sponsorWorld(world);
  const pending = await checkout(late.buyer.client, w.team.id, w.tier.id);
  expect(pending.status).toBe(201);
  return {
    ...w,
    keep: players.slice(0, 2).map((p) => p.id),
    pendingId: pending.body.sponsorshipId as string,
  };
}

/** Tables the app's backend has written in its open transaction (row-exclusive locks are taken by writes). */
async function tablesWrittenBy(pid: number): Promise<string[]> {
  const observer = await testConnection(world.databaseUrl);
  try {
    const { rows } = await observer.query(
      `select distinct c.relname as name from pg_locks l join pg_class c on c.oid = l.relation
        where l.pid = $1 and l.mode = 'RowExclusiveLock' and c.relkind = 'r'`,
      [pid],
    );
    return rows.map((row: { name: string }) => row.name).sort();
  } finally {
    await observer.end();
  }
}

describe('SIGKILL in the middle of a season rollover', () => {
  it('leaves the team in its old season with nothing half-written; the rollover then runs once', async () => {
    const w = await lastSeason();
    const before = await rolloverState(world, w.team.id);
    const mailBefore = await mailByKind(world.db);

    // The season report's claim is the rollover's last write, after the renewal holds and their emails. A
    // claim of the same key, inserted and not committed on the test's connection, makes the rollover wait
    // on it there: everything else of the rollover is written, nothing committed. That is where the kill lands.
    const lock = await testConnection(world.databaseUrl);
    await lock.query('begin');
    await lock.query(`insert into scheduled_sends (kind, subject_key) values ($1, $2)`, [
      SEASON_REPORT_SEND,
      seasonSendKey(w.team.id, '2026-08-31'),
    ]);
    const rolling = rollOver(w.owner.client, w.team.id, { keepPlayerIds: w.keep }).catch(() => null);
    const waiting = async () => (await appBackends(world.databaseUrl)).filter((b) => b.wait === 'Lock');
    expect(await waitFor(async () => (await waiting()).length === 1, 20_000)).toBe(true);
    const written = await tablesWrittenBy((await waiting())[0]!.pid);
    expect(written).toEqual(
      expect.arrayContaining([
        'email_outbox',
        'sponsorship_tiers',
        'sponsorships',
        'team_players',
        'team_seasons',
        'teams',
        'tier_holds',
      ]),
    );
    await world.apps[0]!.kill();
    const killedAt = Date.now();
    await lock.query('rollback');
    await lock.end();
    expect(await rolling).toBeNull();
    // The dead app's transaction ends when PostgreSQL notices its client is gone.
    expect(await waitFor(async () => (await appBackends(world.databaseUrl)).length === 0, 20_000)).toBe(true);
    const backendGoneMs = Date.now() - killedAt;

    expect(await rolloverState(world, w.team.id)).toEqual(before);
    expect(await mailByKind(world.db)).toEqual(mailBefore);
    expect((await checkoutRecords(world.db, [w.pendingId])).get(w.pendingId)?.session).toBe('open');

    await world.restart();
    const rolled = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: w.keep });
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body).toMatchObject({ playersKept: 2, playersRemoved: 1, renewalOffers: 1 });
    const again = await rollOver(w.owner.client, w.team.id, { keepPlayerIds: w.keep });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('SEASON_ALREADY_ROLLED_OVER');

    const after = await rolloverState(world, w.team.id);
    expect(after.team).toEqual({ start: NEXT_SEASON.seasonStart, end: NEXT_SEASON.seasonEnd });
    expect(after.seasons).toBe(1);
    expect(after.holds).toBe(before.holds + 1);
    const mail = await mailByKind(world.db);
    expect(mail.renewal_offer ?? 0).toBe((mailBefore.renewal_offer ?? 0) + 1);
    expect(mail.season_report ?? 0).toBe((mailBefore.season_report ?? 0) + 1);
    console.info(
      `[figures] sigkill-rollover ${JSON.stringify({ tablesWrittenAtKill: written, backendGoneMs, halfWritten: 0, rolledOverAfterRestart: 1, secondAttempt: again.status })}`,
    );
  });
});
