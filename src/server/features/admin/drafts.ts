import type { EmailDraft, RecipientType } from '../../../shared/schemas/admin';

export interface DraftParty {
  /** The contact's address and name. */
  to: string;
  toName: string;
  /** The team's or the business's name. */
  name: string;
  type: RecipientType;
}

const NEXT_STEPS: Record<RecipientType, string> = {
  team: 'Your team profile is now verified, so local businesses can find your team and sponsor it. Sign in to your team dashboard to set up sponsorship tiers and share your players’ fundraising pages.',
  business:
    'Your business is now verified, so you can browse local teams, pick a sponsorship tier and follow your sponsorships from your business dashboard.',
};

const RESUBMIT: Record<RecipientType, string> = {
  team: 'You are welcome to update your team profile and submit it again; we will gladly take another look.',
  business:
    'You are welcome to update your business profile and submit it again; we will gladly take another look.',
};

const SIGN_OFF = 'If you have any questions, just reply to this email.\n\nBest regards,\nThe Homefield team';

const greeting = (party: DraftParty) => `Dear ${party.toName || party.name},`;

/** The congratulations the email dialog opens with after an approval. */
export function approvalDraft(party: DraftParty): EmailDraft {
  return {
    to: party.to,
    toName: party.toName,
    recipientType: party.type,
    subject: `${party.name} has been approved on Homefield`,
    message: [
      greeting(party),
      `Congratulations! Your registration of ${party.name} has been reviewed and approved.`,
      NEXT_STEPS[party.type],
      SIGN_OFF,
    ].join('\n\n'),
  };
}

/** The decline the email dialog opens with after a rejection: the reason when given, and a way back. */
export function rejectionDraft(party: DraftParty, reason: string | null): EmailDraft {
  return {
    to: party.to,
    toName: party.toName,
    recipientType: party.type,
    subject: `Your Homefield registration of ${party.name}`,
    message: [
      greeting(party),
      `Thank you for registering ${party.name} with Homefield. After reviewing your registration, we are unable to approve it at this time.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      RESUBMIT[party.type],
      SIGN_OFF,
    ].join('\n\n'),
  };
}
