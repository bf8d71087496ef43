import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from './ui/Card';

interface TeamCard {
  id: string;
  name: string;
  sport: string;
  ageGroup: string;
  location: string;
}

/**
 * The teams a branded page lists (a Community Partner's, a league's) under its heading, each a card topped
 * with the page's colour and linking to the team's page; `empty` without any.
 */
export function BrandedTeams({
  id,
  title,
  teams,
  color,
  empty,
}: {
  id: string;
  title: string;
  teams: TeamCard[];
  color: string;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {teams.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <li key={team.id}>
              <Card className="h-full p-4" style={{ borderTop: `4px solid ${color}` }}>
                <Link
                  to={`/team-details/${team.id}`}
                  className="font-semibold break-words text-navy hover:underline"
                >
                  {team.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {team.sport} · {team.ageGroup}
                </p>
                <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-500">
                  <MapPin className="size-3.5" aria-hidden />
                  {team.location}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
