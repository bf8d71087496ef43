import { ArrowLeft, BadgeCheck, CreditCard, HeartHandshake, Pencil, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { isListed } from '../../../shared/labels';
import type { BusinessDashboard } from '../../../shared/schemas/business-dashboard';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useBusinessDashboard } from '../../features/business-dashboard/api';
import { BusinessStats, BusinessStatsSkeleton } from '../../features/business-dashboard/BusinessStats';
import { BusinessStatusCard } from '../../features/business-dashboard/BusinessStatusCard';
import { MatchedTeamsPanel } from '../../features/business-dashboard/MatchedTeamsPanel';
import { SponsorDocuments } from '../../features/business-dashboard/SponsorDocuments';
import { SponsorshipCard, SponsorshipCardSkeleton } from '../../features/business-dashboard/SponsorshipCard';
import { useErrorToast } from '../../features/business-dashboard/useErrorToast';
import { ImpactPanel } from '../../features/impact/ImpactPanel';
import { MatchListSkeleton } from '../../features/matches/MatchParts';
import { CommunityPartnerPanel } from '../../features/partners/CommunityPartnerPanel';
import { Guard } from '../../lib/guard';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Header({ business, pending }: { business?: BusinessDashboard['business']; pending?: boolean }) {
  return (
    <header className="space-y-4">
      <ButtonLink to="/" variant="ghost" size="sm" icon={ArrowLeft} className="-ml-3">
        Back to Home
      </ButtonLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">Business Dashboard</h1>
          {business ? (
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600">
              <span className="font-medium break-words text-slate-800">{business.businessName}</span>
              {isListed(business.verificationStatus) && (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-field">
                  <BadgeCheck className="size-4" aria-hidden />
                  Verified
                </span>
              )}
            </p>
          ) : (
            pending && <Skeleton className="mt-2 h-5 w-48" />
          )}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <ButtonLink to="/team-discovery" variant="accent" icon={Search}>
            Discover New Teams
          </ButtonLink>
          <ButtonLink to="/business-profile" variant="secondary" icon={Pencil}>
            Edit Business Profile
          </ButtonLink>
          <ButtonLink to="/billing" variant="secondary" icon={CreditCard}>
            Plan and billing
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}

function SponsorshipList({ sponsorships }: { sponsorships: BusinessDashboard['sponsorships'] }) {
  if (sponsorships.length === 0) {
    return (
      <EmptyState
        icon={<HeartHandshake aria-hidden />}
        title="No Sponsorships Yet"
        description="Sponsor a local youth team and your contribution, its status and its community impact show up here."
        action={
          <Link to="/team-discovery" className={buttonClasses('primary')}>
            Find Teams to Sponsor
          </Link>
        }
      />
    );
  }
  return (
    <ul className="space-y-4">
      {sponsorships.map((sponsorship) => (
        <li key={sponsorship.id}>
          <SponsorshipCard sponsorship={sponsorship} />
        </li>
      ))}
    </ul>
  );
}

function DashboardContent() {
  const dashboard = useBusinessDashboard();
  useErrorToast(dashboard.isError, 'Failed to load sponsorship data');

  if (dashboard.isError) {
    return (
      <div className="space-y-8">
        <Header />
        <EmptyState
          title="Failed to load sponsorship data"
          description="We could not load your dashboard. Please try again."
          action={<Button onClick={() => dashboard.refetch()}>Try again</Button>}
        />
      </div>
    );
  }
  if (dashboard.data === null) return <Navigate to="/business-signup" replace />;

  // The headings stay put while the figures load, so nothing moves when they arrive.
  const data = dashboard.data;
  return (
    <div className="space-y-8" aria-busy={data ? undefined : true}>
      {!data && <span className="sr-only">Loading your dashboard</span>}
      <Header business={data?.business} pending={!data} />
      {data && <BusinessStatusCard business={data.business} />}
      {data ? <BusinessStats stats={data.stats} /> : <BusinessStatsSkeleton />}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <Section id="sponsorships-heading" title="Your Sponsorships">
          {data ? (
            <SponsorshipList sponsorships={data.sponsorships} />
          ) : (
            <div className="space-y-4">
              <SponsorshipCardSkeleton />
              <SponsorshipCardSkeleton />
            </div>
          )}
        </Section>
        <Section id="matches-heading" title="Matched Teams">
          {/* Only for a caller known to have a business: anyone else is on their way to signup. */}
          {data ? <MatchedTeamsPanel /> : <MatchListSkeleton />}
        </Section>
      </div>
      {data && (
        <Section id="impact-heading" title="Sponsorship results">
          <ImpactPanel />
        </Section>
      )}
      {data && (
        <Section id="partner-heading" title="Community Partner">
          <CommunityPartnerPanel businessId={data.business.id} />
        </Section>
      )}
      {data && (
        <Section id="documents-heading" title="Documents">
          <SponsorDocuments />
        </Section>
      )}
    </div>
  );
}

export default function BusinessDashboardPage() {
  return (
    <Guard>
      <PageShell title="Business Dashboard">
        <DashboardContent />
      </PageShell>
    </Guard>
  );
}
