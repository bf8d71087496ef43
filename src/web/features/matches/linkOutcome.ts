import { MATCH_PARTIES, MATCH_STATUSES, type MatchParty, MUTUAL_APPROVED } from '../../../shared/constants';
import { isEmailAction, MATCH_PARTY_LABELS } from '../../../shared/schemas/matches';

export interface LinkOutcome {
  title: string;
  /** The badge under the title, when the table gives one. */
  badge: { label: string; tone: 'paid' | 'pending' } | null;
  text: string;
  /** 'Sponsor' or 'Team'; null when the party is not one of them. */
  actedAs: string | null;
  kind: 'approved' | 'waiting' | 'declined' | 'changes' | 'done';
}

const isParty = (value: string): value is MatchParty => (MATCH_PARTIES as readonly string[]).includes(value);
const isStatus = (value: string) =>
  value === MUTUAL_APPROVED || (MATCH_STATUSES as readonly string[]).includes(value);

const GENERIC: Omit<LinkOutcome, 'actedAs'> = {
  title: 'Action Completed',
  badge: null,
  text: 'Thank you. Your answer has been recorded.',
  kind: 'done',
};

/**
 * The /cta-result table (spec part 2, section 2.19), from the query string. Values that are not ours
 * (someone edited the address) fall to the generic row.
 */
export function linkOutcome(params: { status: string; party: string; action: string }): LinkOutcome {
  const action = params.action.toUpperCase();
  const actedAs = isParty(params.party) ? MATCH_PARTY_LABELS[params.party] : null;
  if (!isEmailAction(action) || !isStatus(params.status) || !actedAs) return { ...GENERIC, actedAs };
  if (action === 'ACCEPT' && params.status === MUTUAL_APPROVED) {
    return {
      title: 'Match Approved!',
      badge: { label: 'Mutual Approval', tone: 'paid' },
      text: 'You have both approved the match. We have emailed each of you the other’s contact details, so you can plan the season together.',
      actedAs,
      kind: 'approved',
    };
  }
  if (action === 'ACCEPT') {
    const other = params.status === 'SPONSOR_APPROVED' ? 'team' : 'sponsor';
    return {
      title: 'Approval Received',
      badge: { label: 'Waiting for Other Party', tone: 'pending' },
      text: `Thank you! We are now waiting for the ${other} to approve. As soon as they do, we will email you their contact details.`,
      actedAs,
      kind: 'waiting',
    };
  }
  if (action === 'REJECT') {
    return {
      title: 'Match Declined',
      badge: null,
      text: 'Thank you for letting us know. No contact details have been shared, and the Homefield team has been told.',
      actedAs,
      kind: 'declined',
    };
  }
  return {
    title: 'Change Request Submitted',
    badge: null,
    text: 'Thank you. The Homefield team will look at your request and send both parties an updated offer.',
    actedAs,
    kind: 'changes',
  };
}
