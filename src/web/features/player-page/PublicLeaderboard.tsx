import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatCents } from '../../../shared/money';
import type { PublicLeaderboardRow } from '../../../shared/schemas/player-page';
import { playerPath } from '../../../shared/slug';
import { Card } from '../../components/ui/Card';

/** The team's players by amount raised, when the team chose to show it; this page's player highlighted. */
export function PublicLeaderboard({ rows }: { rows: PublicLeaderboardRow[] | null }) {
  if (!rows || rows.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="team-leaderboard-title">
        <h2 id="team-leaderboard-title" className="flex items-center gap-2 text-lg font-bold">
          <Trophy className="size-5 text-gold-600" aria-hidden />
          Team leaderboard
        </h2>
        <p className="mt-1 text-sm text-slate-600">Raised this season</p>
        <ol className="mt-3 space-y-1">
          {rows.map((row, index) => (
            <li
              key={row.urlSlug}
              aria-current={row.current ? 'page' : undefined}
              className={`flex items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 ${row.current ? 'bg-gold/15 ring-1 ring-gold/50' : ''}`}
            >
              <span className="w-6 shrink-0 text-right font-semibold text-slate-500 tabular-nums">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 break-words">
                {row.current ? (
                  <span className="font-semibold text-navy">{row.publicName}</span>
                ) : (
                  <Link to={playerPath(row.urlSlug)} className="font-medium text-sky hover:underline">
                    {row.publicName}
                  </Link>
                )}
              </span>
              <span className="shrink-0 font-semibold text-navy tabular-nums">
                {formatCents(row.raisedCents)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}
