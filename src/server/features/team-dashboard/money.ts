import type { TeamMoney } from '../../../shared/schemas/team-dashboard';
import type { DbOrTx } from '../../db/client';
import { teamMoney } from '../../payments/ledger';
import { ownTeamOr404 } from '../teams/ownership';

/** The owner's view of the team's money: raised, fees, refunds and what is held for it (the ledger). */
export async function ownTeamMoney(
  db: DbOrTx,
  userId: string,
  teamId: string,
): Promise<{ money: TeamMoney }> {
  const team = await ownTeamOr404(db, userId, teamId);
  return { money: await teamMoney(db, team.id) };
}
