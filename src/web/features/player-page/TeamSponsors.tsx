import { ExternalLink, Handshake } from 'lucide-react';
import { Link } from 'react-router';
import type { SponsorGroup, SponsorName } from '../../../shared/schemas/player-page';
import { FeaturedBadge } from '../../components/FeaturedBadge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/** The sponsor's name, a link to its website when it has one (counted for its ROI dashboard). */
function SponsorLabel({ sponsor }: { sponsor: SponsorName }) {
  const name = <span className="font-semibold break-words text-navy">{sponsor.name}</span>;
  if (!sponsor.href) return name;
  return (
    <a
      href={sponsor.href}
      target="_blank"
      rel="sponsored noopener"
      className="inline-flex items-center gap-1 underline-offset-2 hover:underline focus-visible:underline"
    >
      {name}
      <ExternalLink className="size-3.5 shrink-0 text-slate-500" aria-hidden />
      <span className="sr-only"> (website, opens in a new tab)</span>
    </a>
  );
}

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
        {groups.length === 0 ? (
          <p className="mt-2 text-slate-600">No sponsors yet: a local business could be the first.</p>
        ) : (
          <div className="mt-3 space-y-4">
            {groups.map((group) => (
              <div key={group.tier ?? ''}>
                <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                  {group.tier ?? 'Community sponsors'}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {group.sponsors.map((sponsor) => (
                    <li
                      key={sponsor.name}
                      className="flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200"
                    >
                      <SponsorLabel sponsor={sponsor} />
                      {sponsor.featured && <FeaturedBadge />}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
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
