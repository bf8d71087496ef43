import { uuidOf } from './dataset';
import { inPool } from './pool';
import type { BenchServer } from './server';

/** Rollovers in flight at once: a league's coaches pressing on the same evening, and the pool's size. */
const AT_ONCE = 20;

const NEXT_SEASON = { seasonStart: '2027-08-01', seasonEnd: '2028-06-30', keepPlayerIds: [] };

/**
 * Issue 24's season rollover of a league of `teams` teams: the owners of the dataset's teams 1..`teams`
 * (the product's rollover is each team's own: no one rolls a league over at once) each roll their team
 * into the next season, 20 at once, as the web app sends it (an Idempotency-Key). Then every request
 * again with its key (a retry after a timeout: the first answer, nothing done twice), and again without
 * one (409: the season is already rolled over). Each team must end with exactly one archived season.
 */
export async function leagueRollover(server: BenchServer, teams: number) {
  const owners = await inPool(4, teams, (i) => server.signIn(`owner${i + 1}@bench.local`));
  const request = async (i: number, key?: string) => {
    const res = await fetch(`${server.base}/api/teams/${uuidOf(`team-${i + 1}`)}/season-rollover`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: owners[i]!,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(NEXT_SEASON),
    });
    return { status: res.status, body: await res.text() };
  };
  const key = (i: number) => `bench-rollover-${String(i).padStart(4, '0')}`;
  const timed = async (run: (i: number) => ReturnType<typeof request>) => {
    const start = performance.now();
    const answers = await inPool(AT_ONCE, teams, run);
    return { answers, seconds: Math.round((performance.now() - start) / 10) / 100 };
  };
  const first = await timed((i) => request(i, key(i)));
  const again = await timed((i) => request(i, key(i)));
  const unkeyed = await timed((i) => request(i));
  const seasons = await inPool(AT_ONCE, teams, async (i) => {
    const res = await fetch(`${server.base}/api/teams/${uuidOf(`team-${i + 1}`)}/seasons`, {
      headers: { cookie: owners[i]! },
    });
    return ((await res.json()) as { seasons: unknown[] }).seasons.length;
  });
  const count = (answers: { status: number }[], status: number) =>
    answers.filter((answer) => answer.status === status).length;
  return {
    teams,
    atOnce: AT_ONCE,
    seconds: first.seconds,
    rolledOver: count(first.answers, 200),
    repeatedSeconds: again.seconds,
    repeatedSameAnswer: again.answers.filter((answer, i) => answer.body === first.answers[i]!.body).length,
    unkeyedRefused: count(unkeyed.answers, 409),
    teamsWithOneSeason: seasons.filter((n) => n === 1).length,
  };
}
