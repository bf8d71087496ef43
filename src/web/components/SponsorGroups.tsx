import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SponsorGroup, SponsorName } from '../../shared/schemas/player-page';
import { FeaturedBadge } from './FeaturedBadge';

const LINK = 'inline-flex items-center gap-1 underline-offset-2 hover:underline focus-visible:underline';

/** The sponsor's website through the counted link (its ROI dashboard), in a new tab. */
function WebsiteLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="sponsored noopener" className={LINK}>
      {children}
      <ExternalLink className="size-3.5 shrink-0 text-slate-500" aria-hidden />
      <span className="sr-only"> (website, opens in a new tab)</span>
    </a>
  );
}

/**
 * The sponsor's name: a link to a Community Partner's branded page (with its website beside it), else to
 * its website when it has one.
 */
function SponsorLabel({ sponsor }: { sponsor: SponsorName }) {
  const name = <span className="font-semibold break-words text-navy">{sponsor.name}</span>;
  if (sponsor.partnerHref) {
    return (
      <span className="inline-flex items-center gap-2">
        <Link to={sponsor.partnerHref} className={LINK}>
          {name}
        </Link>
        {sponsor.href && (
          <WebsiteLink href={sponsor.href}>
            <span className="sr-only">{sponsor.name}</span>
          </WebsiteLink>
        )}
      </span>
    );
  }
  return sponsor.href ? <WebsiteLink href={sponsor.href}>{name}</WebsiteLink> : name;
}

/**
 * A team's sponsors by tier, as its pages name them (names: businesses have no logo on Homefield yet),
 * Featured first within a tier, each linking to its website (decision 0050); `empty` without any.
 */
export function SponsorGroups({
  groups,
  empty,
  className,
}: {
  groups: SponsorGroup[];
  empty: string;
  className?: string;
}) {
  if (groups.length === 0) return <p className={`text-slate-600 ${className ?? ''}`}>{empty}</p>;
  return (
    <div className={`space-y-4 ${className ?? ''}`}>
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
  );
}
