import type { ReactNode } from 'react';
import { BUSINESS_SIGNUP_STEPS } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { humanize, primaryGoalLabel } from '../../../shared/labels';
import { formatCents } from '../../../shared/money';
import type { Business } from '../../../shared/schemas/business';
import { VerificationBadge } from '../../components/StatusBadges';
import { DialogContent } from '../../components/ui/Dialog';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { Detail, DetailSection, ListSection, SocialDetails, TextSection } from './DetailList';
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
      <ListSection title="Partnership Types" label="Types" values={business.partnershipTypes} />
      <ListSection
        title="Sponsorship Categories"
        label="Categories"
        values={business.sponsorshipCategories}
      />
      <DetailSection title="Experience and References">
        <Detail label="Has sponsored before" value={yesNo(business.previousSponsorshipExperience)} />
        <Detail label="References" value={business.previousSponsorshipReferences} wide />
      </DetailSection>
      <ListSection title="Preferred Sports" label="Sports" values={business.preferredSports} />
      <ListSection title="Preferred Age Groups" label="Age groups" values={business.preferredAgeGroups} />
      <ListSection title="Team Size Preference" label="Team sizes" values={business.preferredTeamSizes} />
      <ListSection title="Competitive Level" label="Levels" values={business.competitiveLevelPreference} />
      <ListSection title="Partnership Goals" label="Goals" values={business.partnershipGoals} />
      <ListSection
        title="Logo Placement Preferences"
        label="Placements"
        values={business.logoPlacementPreferences}
      />
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
    <ItemDialog item={business} onClose={onClose}>
      {(business) => (
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
    </ItemDialog>
  );
}
