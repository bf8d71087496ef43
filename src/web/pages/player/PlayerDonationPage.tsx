import { Info, Mail, ShieldCheck, Users, WifiOff } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FAMILY_REQUEST_LINK, PLAYER_LOAD_FAILED } from '../../../shared/player-page-texts';
import { playerPath } from '../../../shared/slug';
import { PageShell } from '../../components/PageShell';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { sponsorPath } from '../../features/discovery/links';
import { useDonationPlayer } from '../../features/donations/api';
import { DonationForm } from '../../features/donations/DonationForm';
import { GiftsClosed } from '../../features/donations/GiftsClosed';
import { PlayerHeader } from '../../features/donations/PlayerHeader';
import { TeamSpending } from '../../features/expenses/TeamSpending';
import { LeagueBand } from '../../features/leagues/LeagueBand';
import { PlayerProgressCard } from '../../features/player-page/PlayerProgressCard';
import { PublicLeaderboard } from '../../features/player-page/PublicLeaderboard';
import { RecentSupporters } from '../../features/player-page/RecentSupporters';
import { ShareButton } from '../../features/player-page/ShareButton';
import { TeamSponsors } from '../../features/player-page/TeamSponsors';
import { ApiError } from '../../lib/api';

const PROMISES = [
  {
    icon: ShieldCheck,
    title: 'Safe checkout',
    text: 'You pay by card on a secure checkout page. Homefield never sees your card details.',
  },
  {
    icon: Mail,
    title: 'A receipt for every gift',
    text: 'Leave your email and a receipt arrives as soon as the payment goes through.',
  },
  {
    icon: Users,
    title: 'Straight to the team',
    text: 'The team is told about your gift, and it counts toward their season total.',
  },
];

function Promises() {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-bold">How giving works</h2>
      <ul className="mt-4 space-y-4">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-green-50 text-field">
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold text-navy">{title}</span>
              <span className="block text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function PageSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)]" aria-busy="true">
      <span className="sr-only">Loading the player</span>
      <Card className="space-y-4 p-5 sm:p-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-16 shrink-0 rounded-full sm:size-20" />
          <div className="w-full space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-8 w-56 max-w-full" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
        <Skeleton className="h-14 w-full" />
      </Card>
      <Skeleton className="h-[46rem] w-full rounded-[var(--radius-card)] lg:row-span-2" />
    </div>
  );
}

function CheckoutCancelled() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber/30 bg-amber-bg p-4"
    >
      <Info className="mt-0.5 size-5 shrink-0 text-amber" aria-hidden />
      <p className="text-slate-800">
        <span className="font-semibold">Checkout cancelled.</span> No payment was taken. You can try again
        whenever you're ready.
      </p>
    </div>
  );
}

function PlayerDonation({ teamSlug, playerNumber }: { teamSlug: string; playerNumber: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useDonationPlayer(teamSlug, playerNumber);
  const missing = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  const handled = useRef(false);

  useEffect(() => {
    if (!missing || handled.current) return;
    handled.current = true;
    toast.error('Error', { description: PLAYER_LOAD_FAILED });
    navigate('/', { replace: true });
  }, [missing, navigate]);

  if (query.isError && !missing) {
    return (
      <EmptyState
        icon={<WifiOff aria-hidden />}
        title="We couldn't load this page"
        description="Check your connection and try again. No payment has been taken."
        action={<Button onClick={() => query.refetch()}>Try again</Button>}
      />
    );
  }
  if (!query.isSuccess) {
    return (
      <>
        <title>Support a player · Homefield</title>
        <PageSkeleton />
      </>
    );
  }
  const { player, page } = query.data;
  return (
    <div className="space-y-6">
      <title>{`Support ${player.playerName} · Homefield`}</title>
      {params.get('checkout') === 'cancelled' && <CheckoutCancelled />}
      {/* Phones read header, progress, form, then the rest; wide screens put the form beside them. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:grid-rows-[auto_auto_1fr]">
        <div className="space-y-3 lg:col-start-1 lg:row-start-1">
          <PlayerHeader player={player} />
          <LeagueBand league={page.league} />
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <PlayerProgressCard progress={page.progress} playerName={player.playerName}>
            <ShareButton
              path={playerPath(player.urlSlug)}
              title={`Support ${player.playerName} · Homefield`}
              text={`Support ${player.playerName} and ${player.teamName} on Homefield`}
              className="w-full sm:w-auto"
            />
          </PlayerProgressCard>
        </div>
        <div className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
          {player.takesGifts ? <DonationForm player={player} /> : <GiftsClosed teamName={player.teamName} />}
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-3 lg:self-start">
          <RecentSupporters supporters={page.recentSupporters} />
          <PublicLeaderboard rows={page.leaderboard} />
          <TeamSponsors
            groups={page.sponsors}
            teamName={player.teamName}
            sponsorHref={sponsorPath(player.teamId, null, player.playerId)}
          />
          <Promises />
          <FamilyRequestLink
            teamSlug={teamSlug}
            playerNumber={playerNumber}
            playerName={player.playerName}
            teamName={player.teamName}
            openAtOnce={params.get('ask') === 'remove'}
          />
          <TeamSpending teamId={player.teamId} />
        </div>
      </div>
    </div>
  );
}

const FamilyRequestDialog = lazy(() => import('../../features/family-requests/FamilyRequestDialog'));

/** The way for a parent or guardian to ask for the page to come down; its form loads only when opened. */
function FamilyRequestLink({
  openAtOnce,
  ...player
}: {
  teamSlug: string;
  playerNumber: string;
  playerName: string;
  teamName: string;
  openAtOnce: boolean;
}) {
  const [open, setOpen] = useState(openAtOnce);
  return (
    <p className="text-sm text-slate-600">
      <button
        type="button"
        className="font-semibold text-navy underline underline-offset-4 hover:text-navy-700"
        onClick={() => setOpen(true)}
      >
        {FAMILY_REQUEST_LINK}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FamilyRequestDialog {...player} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </p>
  );
}

/** /player/:teamSlug/:playerNumber: a player's public donation page, no sign-in (spec part 2, 2.11). */
export default function PlayerDonationPage() {
  const { teamSlug = '', playerNumber = '' } = useParams();
  return (
    <PageShell>
      {/* Pages about minors stay out of search engines (the server also sends X-Robots-Tag). */}
      <meta name="robots" content="noindex" />
      <PlayerDonation teamSlug={teamSlug} playerNumber={playerNumber} />
    </PageShell>
  );
}
