import { NOT_SPECIFIED } from '../../../shared/constants';
import { humanize } from '../../../shared/labels';
import type { MatchBusinessCandidate, MatchTeamCandidate } from '../../../shared/schemas/matches';

const known = (value: string | null) => (value && value !== NOT_SPECIFIED ? value : null);
const facts = (values: (string | null)[]) => values.filter(Boolean).join(' · ');

/** 'Soccer · Under 12 · Portland, OR · Coach Maria Lopez' */
export function teamFacts(team: MatchTeamCandidate): string {
  return facts([known(team.sport), known(team.ageGroup), known(team.location), `Coach ${team.coachName}`]);
}

/** 'Food & Beverage · North Portland · Casey Baker' */
export function businessFacts(business: MatchBusinessCandidate): string {
  return facts([
    business.industry ?? humanize(business.businessType),
    business.serviceArea,
    business.contactName,
  ]);
}
