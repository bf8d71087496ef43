import { HELD_MONEY_LIST_SIZE, type HeldMoneyReport } from '../../../shared/schemas/payouts';
import type { DbOrTx } from '../../db/client';
import { payoutStateOf, teamsHoldingMoney } from '../../payments/payout-accounts';

/** GET /api/admin/held-money: every team whose money is held because it cannot receive payouts yet. */
export async function heldMoney(db: DbOrTx): Promise<HeldMoneyReport> {
  const rows = await teamsHoldingMoney(db, { limit: HELD_MONEY_LIST_SIZE });
  return {
    teams: rows.map((row) => ({
      teamId: row.teamId,
      teamName: row.teamName,
      contactEmail: row.contactEmail,
      heldCents: row.heldCents,
      payoutState: payoutStateOf(row.account ?? undefined),
      heldSince: row.heldSince.toISOString(),
    })),
    totalHeldCents: rows[0]?.total ?? 0,
    teamCount: rows[0]?.count ?? 0,
  };
}
