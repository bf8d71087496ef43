import { and, eq } from 'drizzle-orm';
import type { VerificationStatus } from '../../../shared/constants';
import { isListed } from '../../../shared/labels';
import type { PublishOutcome } from '../../../shared/schemas/team';
import { conflict } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { teams } from '../../db/schema';
import { ownTeamOr404 } from './ownership';

export const REJECTED_CANNOT_PUBLISH =
  'Your team was not approved. Edit your team profile and save it to resubmit it for review.';
export const STATUS_CHANGED = 'Your team’s status changed in the meantime. Reload the page and try again.';

interface Publishable {
  verificationStatus: VerificationStatus;
  approvedAt: Date | null;
}

/**
 * The publish toggle (DECISIONS): a team never approved by an admin is sent for review; once approved,
 * it moves between approved (listed) and pending (hidden) at once. A rejected team cannot publish until
 * it edits its profile; hiding it changes nothing.
 */
export function publishTransition(
  team: Publishable,
  publish: boolean,
): { status: VerificationStatus; outcome: PublishOutcome } {
  if (team.verificationStatus === 'rejected') {
    if (publish) throw conflict('TEAM_REJECTED', REJECTED_CANNOT_PUBLISH);
    return { status: 'rejected', outcome: 'unpublished' };
  }
  if (!publish) return { status: 'pending', outcome: 'unpublished' };
  if (!team.approvedAt) return { status: 'under_review', outcome: 'submitted_for_review' };
  // 'verified' is a listed status too (DECISIONS); publishing keeps it.
  const status = isListed(team.verificationStatus) ? team.verificationStatus : 'approved';
  return { status, outcome: 'published' };
}

export async function publishTeam(db: DbOrTx, userId: string, teamId: string, publish: boolean) {
  const current = await ownTeamOr404(db, userId, teamId);
  const { status, outcome } = publishTransition(current, publish);
  // Only from the status the decision was made on: an admin's approval or rejection in between wins.
  const [team] = await db
    .update(teams)
    .set({ verificationStatus: status })
    .where(
      and(
        eq(teams.id, current.id),
        eq(teams.createdBy, userId),
        eq(teams.verificationStatus, current.verificationStatus),
      ),
    )
    .returning();
  if (!team) throw conflict('TEAM_STATUS_CHANGED', STATUS_CHANGED);
  return { team, outcome };
}
