import { Handshake } from 'lucide-react';
import { Link } from 'react-router';
import type { SponsorGroup } from '../../../shared/schemas/player-page';
import { SponsorGroups } from '../../components/SponsorGroups';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/**
 * The team's sponsors by tier (names: businesses have no logo on Homefield yet), Featured first, each
 * linking to its website; then a way in for a business: the team's tiers, crediting this player.
 */
export function TeamSponsors({
  groups,
  teamName,
  sponsorHref,
}: {
  groups: SponsorGroup[];
  teamName: string;
  sponsorHref: string;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="team-sponsors-title">
        <h2 id="team-sponsors-title" className="text-lg font-bold">
          {teamName}'s sponsors
        </h2>
        <SponsorGroups
          groups={groups}
          empty="No sponsors yet: a local business could be the first."
          className="mt-3"
        />
        <div className="mt-5 flex flex-col gap-3 rounded-[var(--radius-card)] bg-slate-50 p-4 sm:flex-row sm:items-center">
          <Handshake className="hidden size-8 shrink-0 text-navy sm:block" aria-hidden />
          <p className="flex-1 text-slate-700">Own a local business? Put your name on {teamName}'s season.</p>
          <Link to={sponsorHref} className={buttonClasses('primary')}>
            Sponsor the team
          </Link>
        </div>
      </section>
    </Card>
  );
}
