import {
  BadgeCheck,
  Info,
  Mail,
  MapPin,
  SearchX,
  ShieldAlert,
  Tag,
  Trophy,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatCalendarDate } from '../../../shared/dates';
import {
  BUSINESS_REQUIRED,
  BUSINESS_REQUIRED_MESSAGE,
  BUSINESS_REQUIRED_TITLE,
  CHECKOUT_FAILED,
  NO_TIERS_MESSAGE,
  type SponsorTeamResponse,
  TEAM_LOAD_FAILED,
  type YourSponsorship,
} from '../../../shared/schemas/payments';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { BackLink, DetailSection, FactList, Prose } from '../../features/discovery/DetailLayout';
import { teamDetailsPath } from '../../features/discovery/links';
import { TeamFacts, TeamLocationAndCoach } from '../../features/discovery/TeamFacts';
import { VerifiedBadge } from '../../features/discovery/VerifiedBadge';
import { useSponsorTeam, useStartCheckout } from '../../features/payments/api';
import { appPath } from '../../features/payments/navigation';
import { SponsorSummary } from '../../features/payments/SponsorSummary';
import { TierPicker } from '../../features/payments/TierPicker';
import { WaitlistPanel } from '../../features/seasons/WaitlistPanel';
import { ApiError } from '../../lib/api';
import { Guard } from '../../lib/guard';

const isBusinessRequired = (error: unknown) => error instanceof ApiError && error.code === BUSINESS_REQUIRED;

function toastBusinessRequired() {
  toast.error(BUSINESS_REQUIRED_TITLE, { description: BUSINESS_REQUIRED_MESSAGE });
}

function SponsorTeamSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Loading the team</span>
      <Skeleton className="h-9 w-36" />
      <Card className="space-y-3 p-5 sm:p-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </Card>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <Skeleton className="h-7 w-64" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-56 w-full" />
            <Skeleton className="h-56 w-full" />
          </div>
        </div>
        <Skeleton className="h-96 w-full" />
      </div>
    </div>
  );
}

/** Without tiers: the team's address to write to, once the business itself is approved (the server says). */
function NoTiers({ contactEmail, teamName }: { contactEmail: string | null; teamName: string }) {
  const subject = encodeURIComponent(`Sponsoring ${teamName}`);
  return (
    <EmptyState
      icon={<Tag aria-hidden />}
      title="No sponsorship tiers yet"
      description={NO_TIERS_MESSAGE}
      action={
        contactEmail ? (
          <a href={`mailto:${contactEmail}?subject=${subject}`} className={buttonClasses('primary')}>
            <Mail className="size-4" aria-hidden />
            Contact Team
          </a>
        ) : undefined
      }
    />
  );
}

/** Why this business cannot pay this team now (its own review, or the team's standing), said up front. */
function PaymentRefused({ refusal }: { refusal: NonNullable<SponsorTeamResponse['paymentRefusal']> }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber/30 bg-amber-bg p-4"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber" aria-hidden />
      <div className="text-slate-800">
        <p>
          <span className="font-semibold">You can't pay for a sponsorship yet.</span> {refusal.message}
        </p>
        {refusal.party === 'business' && (
          <Link to="/business-profile" className="mt-2 inline-block font-semibold text-sky underline">
            Open your business profile
          </Link>
        )}
      </div>
    </div>
  );
}

/** Coming back after paying (or the back button): what the business already holds, before anything to buy. */
function YouSponsor({ held }: { held: YourSponsorship[] }) {
  return (
    <Card role="status" className="flex items-start gap-3 border-field/30 bg-green-50! p-4">
      <BadgeCheck className="mt-0.5 size-5 shrink-0 text-field" aria-hidden />
      <ul className="space-y-1 text-slate-800">
        {held.map((sponsorship) => (
          <li key={sponsorship.id}>
            <span className="font-semibold">You sponsor this team:</span>{' '}
            {sponsorship.tierName ?? 'Sponsorship'},{' '}
            {sponsorship.contractEndDate
              ? `until ${formatCalendarDate(sponsorship.contractEndDate)}`
              : 'dates to be confirmed'}
            .{' '}
            <Link to="/business-dashboard" className="font-semibold text-sky underline">
              See it on your dashboard
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function SponsorTeam({ data }: { data: SponsorTeamResponse }) {
  const { team, contactEmail } = data;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const start = useStartCheckout();
  const wanted = params.get('tier');
  // The player whose page the business came from: the server credits them, or ignores a stale id.
  const playerId = params.get('player');
  const owned = new Set(data.yourSponsorships.flatMap((held) => (held.tierId ? [held.tierId] : [])));
  const chosen =
    team.tiers.find((tier) => tier.id === wanted && !tier.soldOut && !owned.has(tier.id)) ?? null;
  const cancelled = params.get('checkout') === 'cancelled';

  const choose = (tierId: string) => {
    const next = new URLSearchParams(params);
    next.set('tier', tierId);
    next.delete('checkout');
    setParams(next, { replace: true });
  };

  const pay = () => {
    if (!chosen) return;
    start.mutate(
      { teamId: team.id, tierId: chosen.id, ...(playerId ? { playerId } : {}) },
      {
        // The same tab: a new tab loses people on phones (docs/decisions/0009-payments.md).
        onSuccess: ({ url }) => {
          const path = appPath(url);
          if (path) navigate(path);
          else window.location.assign(url);
        },
        onError: (error) => {
          if (isBusinessRequired(error)) {
            toastBusinessRequired();
            navigate('/business-signup', { replace: true });
            return;
          }
          const explained = error instanceof ApiError && (error.status === 404 || error.status === 409);
          toast.error('Error', { description: explained ? error.message : CHECKOUT_FAILED });
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <BackLink to={teamDetailsPath(team.id, playerId)}>Back to Team</BackLink>

      <Card className="p-5 sm:p-6">
        <TeamFacts sport={team.sport} ageGroup={team.ageGroup} />
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-bold break-words sm:text-4xl">Sponsor {team.name}</h1>
          {team.verified && <VerifiedBadge />}
        </div>
        <TeamLocationAndCoach location={team.location} coachName={team.coachName} />
      </Card>

      {data.paymentRefusal && <PaymentRefused refusal={data.paymentRefusal} />}

      {data.yourSponsorships.length > 0 && <YouSponsor held={data.yourSponsorships} />}

      {cancelled && (
        <Card role="status" className="flex items-start gap-3 border-amber/30 bg-amber-bg/60 p-4">
          <Info className="mt-0.5 size-5 shrink-0 text-amber" aria-hidden />
          <p className="text-slate-800">
            <span className="font-semibold">Checkout cancelled.</span> No payment was taken. Choose a tier to
            try again whenever you're ready.
          </p>
        </Card>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="lg:col-start-1 lg:row-start-1">
          {team.tiers.length === 0 ? (
            <NoTiers contactEmail={contactEmail} teamName={team.name} />
          ) : (
            <div className="space-y-4">
              <TierPicker tiers={team.tiers} value={chosen?.id ?? null} onChange={choose} owned={owned} />
              <WaitlistPanel teamId={team.id} tiers={team.tiers} />
            </div>
          )}
        </div>

        {team.tiers.length > 0 && (
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <SponsorSummary
              teamName={team.name}
              tier={chosen}
              seasonStartDate={team.seasonStartDate}
              seasonEndDate={team.seasonEndDate}
              platformFeeBps={data.platformFeeBps}
              pending={start.isPending || start.isSuccess}
              blocked={data.paymentRefusal !== null}
              onPay={pay}
            />
          </div>
        )}

        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          <DetailSection title="About the Team">
            <Prose text={team.description} />
          </DetailSection>
          <div className="grid gap-6 md:grid-cols-2">
            <DetailSection title="Achievements">
              <div className="flex gap-3">
                <Trophy className="mt-0.5 size-5 shrink-0 text-gold-600" aria-hidden />
                <Prose text={team.teamAchievements} />
              </div>
            </DetailSection>
            <DetailSection title="Team Details">
              <FactList
                facts={[
                  { label: 'Coach', icon: <UserRound />, value: team.coachName },
                  {
                    label: 'Team size',
                    icon: <Users />,
                    value: team.teamSize ? `${team.teamSize} players` : null,
                  },
                  { label: 'Location', icon: <MapPin />, value: team.location },
                ]}
              />
            </DetailSection>
          </div>
        </div>
      </div>
    </div>
  );
}

function SponsorTeamContent({ teamId }: { teamId: string }) {
  const navigate = useNavigate();
  const query = useSponsorTeam(teamId);
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const businessRequired = isBusinessRequired(query.error);
  const handled = useRef(false);

  useEffect(() => {
    if (!query.isError || notFound || handled.current) return;
    handled.current = true;
    if (businessRequired) {
      toastBusinessRequired();
      navigate('/business-signup', { replace: true });
    } else {
      toast.error('Error', { description: TEAM_LOAD_FAILED });
      navigate('/team-discovery', { replace: true });
    }
  }, [query.isError, notFound, businessRequired, navigate]);

  if (notFound) {
    return (
      <EmptyState
        icon={<SearchX aria-hidden />}
        title="Team Not Found"
        description="This team is not taking sponsors on Homefield right now. It may have been unpublished, or the link may be mistyped."
        action={
          <Link to="/team-discovery" className={buttonClasses('primary')}>
            Back to Teams
          </Link>
        }
      />
    );
  }
  if (!query.isSuccess) return <SponsorTeamSkeleton />;
  return <SponsorTeam data={query.data} />;
}

/** /sponsor-team/:teamId?tier=&player=: choose a tier of an approved team and pay for it (spec part 2, 2.8). */
export default function SponsorTeamPage() {
  const { teamId = '' } = useParams();
  return (
    <Guard>
      <PageShell title="Sponsor a Team">
        <SponsorTeamContent teamId={teamId} />
      </PageShell>
    </Guard>
  );
}
