import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { leaguePagePath } from '../../../shared/page-paths';
import type { LeagueBadge } from '../../../shared/schemas/leagues';

/** "Part of {league}" on a league team's public pages, in the league's colour, linking to its page. */
export function LeagueBand({ league }: { league: LeagueBadge | null }) {
  if (!league) return null;
  return (
    <Link
      to={leaguePagePath(league.slug)}
      className="flex items-center gap-3 rounded-[var(--radius-card)] border-l-4 bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-slate-200 hover:ring-slate-300"
      style={{ borderColor: league.brandColor }}
    >
      {league.logoUrl ? (
        <img src={league.logoUrl} alt="" className="size-8 shrink-0 rounded object-contain" />
      ) : (
        <Trophy className="size-5 shrink-0" style={{ color: league.brandColor }} aria-hidden />
      )}
      <span className="text-slate-700">
        Part of <strong className="text-navy">{league.name}</strong>
      </span>
    </Link>
  );
}
