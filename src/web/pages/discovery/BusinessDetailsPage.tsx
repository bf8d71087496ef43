import { Globe, Mail, MapPin, Phone, SearchX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { useBusinessDetails } from '../../features/discovery/api';
import { businessKinds } from '../../features/discovery/businessKinds';
import { Chips } from '../../features/discovery/Chips';
import {
  BackLink,
  DetailSection,
  DetailsSkeleton,
  FactList,
  Prose,
} from '../../features/discovery/DetailLayout';
import { useFailureToast } from '../../features/discovery/useFailureToast';
import { VerifiedBadge } from '../../features/discovery/VerifiedBadge';
import { ApiError } from '../../lib/api';
import { Guard } from '../../lib/guard';

const LINK = 'font-medium text-sky underline-offset-4 hover:underline';

/** Only a web address is made a link, so a stored value can never become a script URL. */
function Website({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={`${LINK} break-all`}>
      {url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
    </a>
  );
}

function BusinessDetailsContent({ businessId }: { businessId: string }) {
  const navigate = useNavigate();
  const details = useBusinessDetails(businessId);
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  useFailureToast(details.isError && !notFound, 'Failed to load business details', () =>
    navigate('/business-discovery', { replace: true }),
  );

  if (notFound) {
    return (
      <PageShell title="Business Not Found">
        <EmptyState
          icon={<SearchX aria-hidden />}
          title="Business Not Found"
          description="This business is not listed on Homefield right now, or the link may be mistyped."
          action={
            <Link to="/business-discovery" className={buttonClasses('primary')}>
              Back to Businesses
            </Link>
          }
        />
      </PageShell>
    );
  }
  if (!details.isSuccess) {
    return (
      <PageShell title="Business">
        <DetailsSkeleton label="Loading the business" />
      </PageShell>
    );
  }

  const business = details.data;
  const contact = () =>
    toast('Coming soon', {
      description: 'Contacting businesses through Homefield will be available soon.',
    });
  return (
    <PageShell title={business.businessName}>
      <div className="space-y-6">
        <BackLink to="/business-discovery">Back to Businesses</BackLink>

        <Card className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-field uppercase">
              {businessKinds(business.industry, business.businessType).join(' · ')}
            </p>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="min-w-0 text-3xl font-bold break-words sm:text-4xl">{business.businessName}</h1>
              {business.verified && <VerifiedBadge />}
            </div>
            {business.serviceArea && (
              <p className="mt-2 inline-flex items-center gap-1.5 text-slate-600">
                <MapPin className="size-4 text-slate-400" aria-hidden />
                Serving {business.serviceArea}
              </p>
            )}
          </div>
          <Button variant="accent" size="lg" onClick={contact} className="md:shrink-0">
            <Mail className="size-5" aria-hidden />
            Contact Business
          </Button>
        </Card>

        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="space-y-6">
            <DetailSection title="About">
              <Prose text={business.businessDescription} />
            </DetailSection>
            <DetailSection title="Partnership Goals">
              <Chips items={business.partnershipGoals} label="Partnership goals" />
            </DetailSection>
            <DetailSection title="Sponsorship Categories">
              <Chips items={business.sponsorshipCategories} label="Sponsorship categories" />
            </DetailSection>
            <div className="grid gap-6 md:grid-cols-2">
              <DetailSection title="Preferred Sports">
                <Chips items={business.preferredSports} label="Preferred sports" empty="Any sport" />
              </DetailSection>
              <DetailSection title="Preferred Age Groups">
                <Chips items={business.preferredAgeGroups} label="Preferred age groups" empty="All ages" />
              </DetailSection>
            </div>
          </div>

          <aside className="lg:sticky lg:top-24 lg:self-start">
            <DetailSection title="Contact">
              <FactList
                facts={[
                  { label: 'Service area', icon: <MapPin />, value: business.serviceArea },
                  {
                    label: 'Phone',
                    icon: <Phone />,
                    value: (
                      <a href={`tel:${business.phoneNumber.replace(/[^0-9+]/g, '')}`} className={LINK}>
                        {business.phoneNumber}
                      </a>
                    ),
                  },
                  {
                    label: 'Email',
                    icon: <Mail />,
                    value: (
                      <a href={`mailto:${business.businessEmail}`} className={`${LINK} break-all`}>
                        {business.businessEmail}
                      </a>
                    ),
                  },
                  {
                    label: 'Website',
                    icon: <Globe />,
                    value: business.websiteUrl && <Website url={business.websiteUrl} />,
                  },
                ]}
              />
            </DetailSection>
          </aside>
        </div>
      </div>
    </PageShell>
  );
}

/** /business-details/:businessId: an approved business as teams see it (sign-in required). */
export default function BusinessDetailsPage() {
  const { businessId = '' } = useParams();
  return (
    <Guard>
      <BusinessDetailsContent businessId={businessId} />
    </Guard>
  );
}
