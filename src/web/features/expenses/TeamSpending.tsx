import { DetailSection } from '../discovery/DetailLayout';
import { useSpending } from './api';
import { SpendingSummary } from './SpendingSummary';

/**
 * "Where the money goes" on a team's page, once the team has recorded what it spent this season; nothing
 * before that (a page saying "$0 spent" would read as money unaccounted for). Drawn last, so its arrival
 * moves nothing a visitor is reading.
 */
export function TeamSpending({ teamId }: { teamId: string }) {
  const spending = useSpending(teamId);
  if (!spending.data || spending.data.spentCents === 0) return null;
  return (
    <DetailSection title="Where the money goes">
      <SpendingSummary spending={spending.data} />
    </DetailSection>
  );
}
