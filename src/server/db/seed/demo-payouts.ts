import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import { paymentProviderOf } from '../../payments/provider-of';
import { createSandboxProvider } from '../../payments/sandbox';
import { sandboxPayoutRound } from '../../payments/sandbox-payouts';
import { moveTeamMoney } from '../../payments/transfers';
import { ledgerEntries, payoutAccounts, teams, users } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo coach's team connected its payout account before its first payment, so the dashboard shows
 * money on its way and payouts made. The history is made by the real rounds (transfers, the sandbox's
 * payout schedule) run day by day from the first payment to today, on a clock of their own.
 */
export async function seedDemoPayouts(deps: Deps, coachEmail: string, now: Date): Promise<void> {
  const provider = paymentProviderOf(deps);
  // A Stripe-configured app cannot pay out the demo's sandbox payments.
  if (provider.name !== 'sandbox') return;
  const { db } = deps.database;
  const [team] = await db
    .select({ id: teams.id, name: teams.name, email: teams.contactEmail })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.createdBy))
    .where(eq(users.email, coachEmail))
    .limit(1);
  if (!team) return;
  const [first] = await db
    .select({ at: sql<string | null>`min(${ledgerEntries.occurredAt})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.teamId, team.id));
  if (!first?.at) return;
  const start = new Date(first.at);
  const { accountId } = await provider.createPayoutAccount({
    teamId: team.id,
    email: team.email,
    teamName: team.name,
  });
  await db.insert(payoutAccounts).values({
    teamId: team.id,
    provider: 'sandbox',
    accountId,
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
    reportedAt: new Date(start.getTime() - DAY_MS),
  });
  let at = start;
  const clock = { now: () => at };
  const replay: Deps = {
    ...deps,
    clock,
    // The sandbox dates its transfers by its own clock: the replay's.
    payments: createSandboxProvider({ database: deps.database, clock }),
    moneyMovement: undefined,
  };
  for (; at < now; at = new Date(at.getTime() + DAY_MS)) {
    await moveTeamMoney(replay);
    await sandboxPayoutRound(replay);
  }
  // Today's round has not run yet: the last payout is still on its way.
  at = now;
  await moveTeamMoney(replay);
}
