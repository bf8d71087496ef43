import { CheckCircle2, Handshake } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatCents } from '../../../shared/money';
import { leaguePagePath } from '../../../shared/page-paths';
import type { LeagueTierView } from '../../../shared/schemas/league-sponsorships';
import type { PublicLeague } from '../../../shared/schemas/leagues';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useSession } from '../../lib/session';
import { appPath } from '../payments/navigation';
import { isExplained } from '../teams/teamErrors';
import { TierBenefits } from '../tiers/TierBenefits';
import { shareLine } from './LeaguePackages';
import { useLeagueCheckout, useLeagueSponsorStanding } from './packages-api';

/** What the visitor can do with a package: a business buys it; anyone else is told how. */
function PackageAction({
  league,
  tier,
  standing,
}: {
  league: PublicLeague;
  tier: LeagueTierView;
  standing: ReturnType<typeof useLeagueSponsorStanding>;
}) {
  const { type } = useSession();
  const navigate = useNavigate();
  const checkout = useLeagueCheckout(league.slug);
  if (type === 'none') {
    return (
      <Link
        to={`/auth?next=${encodeURIComponent(leaguePagePath(league.slug))}`}
        className={buttonClasses('secondary')}
      >
        Sign in to sponsor
      </Link>
    );
  }
  if (type !== 'business') {
    return <p className="text-sm text-slate-600">Businesses sponsor the league from a business account.</p>;
  }
  if (standing.data?.yourTierIds.includes(tier.id)) {
    return <Badge tone="paid">Yours</Badge>;
  }
  const pay = () =>
    checkout.mutate(tier.id, {
      // The same tab, as the team checkout (docs/decisions/0009-payments.md).
      onSuccess: ({ url }) => {
        const path = appPath(url);
        if (path) navigate(path);
        else window.location.assign(url);
      },
      onError: (error) =>
        toast.error('Could not start the payment', {
          description: isExplained(error) ? error.message : undefined,
        }),
    });
  return (
    <Button
      onClick={pay}
      loading={checkout.isPending}
      disabled={standing.isPending || !!standing.data?.refusal}
    >
      Sponsor the league
    </Button>
  );
}

/**
 * The league page's packages (decision 0059): what a business buys for every team at once, the
 * businesses that did, and for a signed-in business the button that pays.
 */
export function LeagueSponsorSection({ league }: { league: PublicLeague }) {
  const { type } = useSession();
  const standing = useLeagueSponsorStanding(league.slug, type === 'business');
  const [params] = useSearchParams();
  const back = params.get('checkout');
  if (league.tiers.length === 0 && league.sponsors.length === 0) return null;
  const teams = standing.data?.teams ?? league.teams.length;
  return (
    <section aria-labelledby="league-sponsorship" className="space-y-4">
      <div>
        <h2 id="league-sponsorship" className="text-xl font-bold">
          Sponsor the whole league
        </h2>
        <p className="mt-1 text-slate-600">
          One payment supports every team: it is shared equally among them, and each team delivers the
          package's benefits.
        </p>
      </div>
      {back === 'paid' && (
        <Card className="flex items-start gap-3 border-field/40 bg-field/5 p-4" role="status">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-field" aria-hidden />
          <p>
            Thank you for sponsoring {league.name}! Your payment went through, every team has been told, and
            your receipt is on its way by email.
          </p>
        </Card>
      )}
      {back === 'cancelled' && (
        <Card className="p-4" role="status">
          Payment cancelled: nothing was charged. You can choose a package again whenever you are ready.
        </Card>
      )}
      {standing.data?.refusal && (
        <Card className="border-gold/60 bg-gold/5 p-4" role="alert">
          {standing.data.refusal}
        </Card>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {league.tiers.map((tier) => (
          <li key={tier.id}>
            <Card className="flex h-full flex-col p-5">
              <h3 className="text-lg font-bold break-words">{tier.name}</h3>
              <p className="text-2xl font-bold text-navy tabular-nums">{formatCents(tier.amount)}</p>
              <p className="text-sm text-slate-600">{shareLine(tier.amount, teams)}</p>
              {tier.description && <p className="mt-3 break-words text-slate-700">{tier.description}</p>}
              <TierBenefits name={tier.name} benefits={tier.benefits} />
              <div className="mt-auto pt-4">
                <PackageAction league={league} tier={tier} standing={standing} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      {league.sponsors.length > 0 && (
        <Card className="p-5">
          <h3 className="flex items-center gap-2 font-bold">
            <Handshake className="size-5 text-field" aria-hidden />
            League sponsors
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {league.sponsors.map((s) => (
              <li key={`${s.businessName}-${s.tierName}`} className="py-2 break-words">
                <span className="font-semibold text-navy">{s.businessName}</span>
                <span className="text-slate-600"> · {s.tierName}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
