import { Trophy } from 'lucide-react';
import { useParams } from 'react-router';
import type { PublicLeague } from '../../../shared/schemas/leagues';
import { BrandedTeams } from '../../components/BrandedTeams';
import { PublishedPage } from '../../components/PublishedPage';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { usePublicLeague } from '../../features/leagues/api';
import { LeagueSponsorSection } from '../../features/leagues/LeagueSponsorSection';

/** Dark text on a light brand colour, white on a dark one (WCAG's relative luminance, split where both contrast alike). */
function textOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.22 ? '#0B2545' : '#FFFFFF';
}

function LeagueContent({ league }: { league: PublicLeague }) {
  const color = textOn(league.brandColor);
  return (
    <div className="space-y-6">
      <header
        className="flex flex-col gap-4 rounded-[var(--radius-card)] p-5 sm:flex-row sm:items-center sm:p-8"
        style={{ backgroundColor: league.brandColor, color }}
      >
        {league.logoUrl ? (
          <img
            src={league.logoUrl}
            alt={`${league.name} logo`}
            className="size-20 shrink-0 rounded-[var(--radius-control)] bg-white object-contain p-1"
          />
        ) : (
          <Trophy className="size-12 shrink-0" aria-hidden />
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">League</p>
          <h1 className="text-2xl font-bold break-words sm:text-3xl" style={{ color }}>
            {league.name}
          </h1>
        </div>
      </header>
      {league.description && (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-bold">About the league</h2>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-700">
            {league.description}
          </p>
        </Card>
      )}
      <BrandedTeams
        id="league-page-teams"
        title="Our teams"
        teams={league.teams}
        color={league.brandColor}
        empty="The league's teams appear here as they join."
      />
      <LeagueSponsorSection league={league} />
    </div>
  );
}

/** /leagues/:slug: a league's public page, while its League Plan is in force (decision 0055). */
export default function LeaguePublicPage() {
  const { slug = '' } = useParams();
  return (
    <PublishedPage
      query={usePublicLeague(slug)}
      kind="League"
      titleOf={(league) => league.name}
      className="mx-auto max-w-5xl"
      loading={
        <>
          <Skeleton className="h-32 w-full rounded-[var(--radius-card)]" />
          <Skeleton className="h-40 w-full" />
        </>
      }
      missing={{
        icon: <Trophy aria-hidden />,
        title: 'This league page is not published',
        description: 'The league may have changed its plan, or the link may be mistyped.',
        to: '/team-discovery',
        action: 'Browse teams',
      }}
    >
      {(league) => <LeagueContent league={league} />}
    </PublishedPage>
  );
}
