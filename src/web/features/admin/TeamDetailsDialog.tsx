import type { ReactNode } from 'react';
import { formatCalendarDate, formatDate } from '../../../shared/dates';
import { teamRoleLabel } from '../../../shared/labels';
import { formatCents } from '../../../shared/money';
import type { Team } from '../../../shared/schemas/team';
import { VerificationBadge } from '../../components/StatusBadges';
import { DialogContent } from '../../components/ui/Dialog';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { Detail, DetailSection, ListSection, SocialDetails, TextSection } from './DetailList';
import { centsRange, yesNo } from './format';

const calendar = (value: string | null) => (value ? formatCalendarDate(value) : null);
const cents = (value: number | null) => (value != null ? formatCents(value) : null);

/** Every section of the full team record (spec part 2, section 2.13). */
export function TeamDetails({ team }: { team: Team }) {
  const budget = centsRange(team.budgetMinCents, team.budgetMaxCents);
  return (
    <div className="space-y-5">
      <DetailSection title="Basic Information">
        <Detail label="Team name" value={team.name} />
        <Detail label="Status" value={<VerificationBadge status={team.verificationStatus} />} />
        <Detail label="Sport" value={team.sport} />
        <Detail label="Age group" value={team.ageGroup} />
        <Detail label="Location" value={team.location} />
        <Detail label="Team size" value={team.teamSize} />
        <Detail label="League" value={team.leagueName} />
        <Detail label="School district" value={team.schoolDistrict} />
        <Detail label="Tax-exempt" value={yesNo(team.taxExemptStatus)} />
        <Detail label="Registered" value={formatDate(team.createdAt)} />
      </DetailSection>
      <DetailSection title="Contact Information">
        <Detail label="Coach" value={team.coachName} />
        <Detail label="Role of the registrant" value={team.userRole ? teamRoleLabel(team.userRole) : null} />
        <Detail label="Email" value={team.contactEmail} wide />
        <Detail label="Phone" value={team.contactPhone} />
        <Detail label="Coaching staff" value={team.coachingStaff} wide />
      </DetailSection>
      <DetailSection title="Season Information">
        <Detail label="Season start" value={calendar(team.seasonStartDate)} />
        <Detail label="Season end" value={calendar(team.seasonEndDate)} />
        <Detail label="Partnership timeline" value={team.partnershipTimeline} />
        <Detail label="Practice schedule" value={team.practiceSchedule} wide />
      </DetailSection>
      <DetailSection title="Budget Information">
        <Detail label="Budget range" value={team.budgetRange} />
        {budget && <Detail label="Budget (minimum – maximum)" value={budget} />}
        <Detail label="Fundraising goal" value={cents(team.fundraisingGoalCents)} />
      </DetailSection>
      <DetailSection title="Partnership Preferences">
        <Detail label="Partnership types" value={team.partnershipTypes} wide />
        <Detail label="What the team offers sponsors" value={team.teamOfferings} wide />
      </DetailSection>
      <ListSection title="Existing Sponsors" label="Sponsors" values={team.existingSponsors} />
      <DetailSection title="Social Media Presence">
        <SocialDetails handles={team.socialMediaHandles} />
      </DetailSection>
      <DetailSection title="Goals and Objectives">
        <Detail label="Primary goal" value={team.primaryGoal} wide />
        <Detail label="Fundraising goals" value={team.fundraisingGoals} wide />
        <Detail label="Season goals" value={team.seasonGoals} wide />
      </DetailSection>
      <TextSection title="Description" text={team.description} />
      <TextSection title="Achievements" text={team.teamAchievements} />
      <TextSection title="Coach Biography" text={team.coachBios} />
      <TextSection title="Special Events" text={team.specialEvents} />
    </div>
  );
}

interface TeamDetailsDialogProps {
  /** The team shown; the dialog is open while there is one. */
  team: Team | null;
  onClose: () => void;
  /** Buttons along the bottom (the approval page's decisions); a Close button otherwise. */
  footer?: ReactNode;
}

export function TeamDetailsDialog({ team, onClose, footer }: TeamDetailsDialogProps) {
  return (
    <ItemDialog item={team} onClose={onClose}>
      {(team) => (
        <DialogContent
          title={team.name}
          description={`${team.sport} · ${team.ageGroup} · ${team.location}`}
          size="max-w-3xl"
          footer={footer}
        >
          <TeamDetails team={team} />
        </DialogContent>
      )}
    </ItemDialog>
  );
}
