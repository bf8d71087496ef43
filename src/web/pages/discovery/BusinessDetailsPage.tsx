import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import type { BusinessDetails } from '../../../shared/schemas/discovery';
import { Button } from '../../components/ui/Button';
import { useBusinessDetails } from '../../features/discovery/api';
import { businessKinds } from '../../features/discovery/businessKinds';
import { Chips } from '../../features/discovery/Chips';
import { DetailSection, FactList, Prose } from '../../features/discovery/DetailLayout';
import { DetailHero, DetailsFrame } from '../../features/discovery/DetailsFrame';
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

/** The loaded page: header card, what the business looks for, and how to reach it. */
function BusinessProfile({ business }: { business: BusinessDetails }) {
  const contact = () =>
    toast('Coming soon', {
      description: 'Contacting businesses through Homefield will be available soon.',
    });
  return (
    <>
      <DetailHero
        kicker={
          <p className="text-sm font-semibold tracking-wide text-field uppercase">
            {businessKinds(business.industry, business.businessType).join(' · ')}
          </p>
        }
        name={business.businessName}
        verified={business.verified}
        action={
          <Button variant="accent" size="lg" onClick={contact} className="md:shrink-0">
            <Mail className="size-5" aria-hidden />
            Contact Business
          </Button>
        }
      >
        {business.serviceArea && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-slate-600">
            <MapPin className="size-4 text-slate-400" aria-hidden />
            Serving {business.serviceArea}
          </p>
        )}
      </DetailHero>

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
    </>
  );
}

function BusinessDetailsContent({ businessId }: { businessId: string }) {
  const details = useBusinessDetails(businessId);
  return (
    <DetailsFrame
      details={details}
      noun="Business"
      listPath="/business-discovery"
      backLabel="Back to Businesses"
      notFoundText="This business is not listed on Homefield right now, or the link may be mistyped."
      failureMessage="Failed to load business details"
      title={(business) => business.businessName}
    >
      {(business) => <BusinessProfile business={business} />}
    </DetailsFrame>
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
