import type { ReactNode } from 'react';
import { BUSINESS_SIGNUP_STEPS } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { humanize, primaryGoalLabel } from '../../../shared/labels';
import { formatCents } from '../../../shared/money';
import type { Business } from '../../../shared/schemas/business';
import { VerificationBadge } from '../../components/StatusBadges';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Detail, DetailSection, SocialDetails, TextSection } from './DetailList';
import { yesNo } from './format';

/** '$2,000 – $10,000', 'From $2,000' without a maximum, nothing when neither says anything. */
export function annualBudget(business: Pick<Business, 'annualBudgetMinCents' | 'annualBudgetMaxCents'>) {
  const { annualBudgetMinCents: min, annualBudgetMaxCents: max } = business;
  if (max != null) return `${formatCents(min)} – ${formatCents(max)}`;
  return min > 0 ? `From ${formatCents(min)}` : null;
}

/** Every section of the full business record (spec part 2, section 2.13). */
export function BusinessDetails({ business }: { business: Business }) {
  return (
    <div className="space-y-5">
      <DetailSection title="Business Information">
        <Detail label="Business name" value={business.businessName} />
        <Detail label="Status" value={<VerificationBadge status={business.verificationStatus} />} />
        <Detail label="Business type" value={humanize(business.businessType)} />
        <Detail label="Industry" value={business.industry} />
        <Detail label="Locations" value={business.numberOfLocations} />
        <Detail label="Employees" value={business.numberOfEmployees} />
        <Detail label="Years in business" value={business.yearsInBusiness} />
        <Detail label="Service area" value={business.serviceArea} />
        <Detail label="Geographic radius" value={business.geographicRadius} />
        <Detail label="Operating hours" value={business.operatingHours} wide />
        <Detail label="Website" value={business.websiteUrl} wide />
      </DetailSection>
      <DetailSection title="Contact Information">
        <Detail label="Contact" value={business.contactName} />
        <Detail label="Title" value={business.contactTitle} />
        <Detail label="Email" value={business.businessEmail} wide />
        <Detail label="Phone" value={business.phoneNumber} />
        <Detail label="Address" value={business.businessAddress} wide />
      </DetailSection>
      <DetailSection title="Social Media">
        <SocialDetails handles={business.socialMediaHandles} />
      </DetailSection>
      <DetailSection title="Primary Goal">
        <Detail label="Goal" value={primaryGoalLabel(business.primaryGoal)} wide />
      </DetailSection>
      <DetailSection title="Sponsorship Budget">
        <Detail label="Annual budget" value={annualBudget(business)} />
        <Detail
          label="Preferred amount per team"
          value={
            business.preferredAmountPerTeamCents != null
              ? formatCents(business.preferredAmountPerTeamCents)
              : null
          }
        />
        <Detail label="Most teams supported" value={business.maxTeamsSupported} />
        <Detail label="Seasonal or year-round" value={business.seasonalVsYearround} />
      </DetailSection>
      <DetailSection title="Partnership Types">
        <Detail label="Types" value={business.partnershipTypes} wide />
      </DetailSection>
      <DetailSection title="Sponsorship Categories">
        <Detail label="Categories" value={business.sponsorshipCategories} wide />
      </DetailSection>
      <DetailSection title="Experience and References">
        <Detail label="Has sponsored before" value={yesNo(business.previousSponsorshipExperience)} />
        <Detail label="References" value={business.previousSponsorshipReferences} wide />
      </DetailSection>
      <DetailSection title="Preferred Sports">
        <Detail label="Sports" value={business.preferredSports} wide />
      </DetailSection>
      <DetailSection title="Preferred Age Groups">
        <Detail label="Age groups" value={business.preferredAgeGroups} wide />
      </DetailSection>
      <DetailSection title="Team Size Preference">
        <Detail label="Team sizes" value={business.preferredTeamSizes} wide />
      </DetailSection>
      <DetailSection title="Competitive Level">
        <Detail label="Levels" value={business.competitiveLevelPreference} wide />
      </DetailSection>
      <DetailSection title="Partnership Goals">
        <Detail label="Goals" value={business.partnershipGoals} wide />
      </DetailSection>
      <DetailSection title="Logo Placement Preferences">
        <Detail label="Placements" value={business.logoPlacementPreferences} wide />
      </DetailSection>
      <DetailSection title="Additional Interests">
        <Detail label="Event participation" value={yesNo(business.eventParticipationInterest)} />
        <Detail label="Cross-promotion" value={yesNo(business.crossPromotionalInterest)} />
      </DetailSection>
      <DetailSection title="Registration Details">
        <Detail label="Tax ID" value={business.taxId} />
        <Detail label="Signup step" value={`${business.signupStep} of ${BUSINESS_SIGNUP_STEPS.length}`} />
        <Detail label="Registered" value={formatDate(business.createdAt)} />
        <Detail label="Last updated" value={formatDate(business.updatedAt)} />
      </DetailSection>
      <TextSection title="Description" text={business.businessDescription} />
      <TextSection title="Products and Services" text={business.primaryProductsServices} />
    </div>
  );
}

interface BusinessDetailsDialogProps {
  /** The business shown; the dialog is open while there is one. */
  business: Business | null;
  onClose: () => void;
  footer?: ReactNode;
}

/** The wide business dialog of the dashboard and of the approval page's Review. */
export function BusinessDetailsDialog({ business, onClose, footer }: BusinessDetailsDialogProps) {
  return (
    <Dialog open={business !== null} onOpenChange={(open) => !open && onClose()}>
      {business && (
        <DialogContent
          title={business.businessName}
          description={[...new Set([humanize(business.businessType), business.industry])]
            .filter(Boolean)
            .join(' · ')}
          size="max-w-4xl"
          footer={footer}
        >
          <BusinessDetails business={business} />
        </DialogContent>
      )}
    </Dialog>
  );
}
