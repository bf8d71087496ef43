import { eq } from 'drizzle-orm';
import type { MatchParty } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { businesses, matches, teamNeeds, teams } from '../../db/schema';

/** The columns of both sides of a match that introductions, notices and approvals need. */
const partyColumns = {
  team: {
    id: teams.id,
    name: teams.name,
    sport: teams.sport,
    location: teams.location,
    coachName: teams.coachName,
    contactEmail: teams.contactEmail,
    contactPhone: teams.contactPhone,
  },
  business: {
    id: businesses.id,
    businessName: businesses.businessName,
    contactName: businesses.contactName,
    businessEmail: businesses.businessEmail,
    phoneNumber: businesses.phoneNumber,
  },
};

/** Both sides of a match, as lockMatch reads them. */
export type MatchParties = Pick<NonNullable<Awaited<ReturnType<typeof lockMatch>>>, 'team' | 'business'>;

/** Who a party is to write to: the team's coach or the business's contact. */
export interface PartyContact {
  /** The team's or the business's name. */
  name: string;
  personName: string;
  email: string;
  phone: string | null;
}

export function contactOf(parties: MatchParties, party: MatchParty): PartyContact {
  return party === 'team'
    ? {
        name: parties.team.name,
        personName: parties.team.coachName,
        email: parties.team.contactEmail,
        phone: parties.team.contactPhone,
      }
    : {
        name: parties.business.businessName,
        personName: parties.business.contactName,
        email: parties.business.businessEmail,
        phone: parties.business.phoneNumber,
      };
}

export const otherParty = (party: MatchParty): MatchParty => (party === 'team' ? 'sponsor' : 'team');

/**
 * A match with both parties, its row locked until the transaction ends: every change of a match's status
 * goes through here, so two changes at once are taken one after the other and each sees the other's.
 */
export async function lockMatch(tx: DbOrTx, matchId: string) {
  const [row] = await tx
    .select({ match: matches, ...partyColumns })
    .from(matches)
    .innerJoin(teamNeeds, eq(teamNeeds.id, matches.teamNeedId))
    .innerJoin(teams, eq(teams.id, teamNeeds.teamId))
    .innerJoin(businesses, eq(businesses.id, matches.businessId))
    .where(eq(matches.id, matchId))
    .for('update', { of: matches });
  return row ?? null;
}
