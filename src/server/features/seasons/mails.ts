import { formatCalendarDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { HoldReason } from '../../../shared/schemas/seasons';
import { mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

export interface HeldSpotMailInput {
  reason: HoldReason;
  to: { email: string; name: string };
  businessName: string;
  team: { name: string };
  tier: { name: string; amount: number };
  expiresAt: Date;
  /** A renewal's new season ('YYYY-MM-DD'), or null. */
  seasonStart: string | null;
  /** The renewal page: /renew/{token}. */
  link: string;
}

/** The offer of a held spot: last season's sponsor's first refusal, or the waitlist's turn. */
export function heldSpotMail(input: HeldSpotMailInput): OutgoingMail {
  // The day it ends in UTC: the server does not know the reader's time zone; the page shows their own.
  const until = formatCalendarDate(input.expiresAt.toISOString());
  const price = formatCents(input.tier.amount);
  const renewal = input.reason === 'renewal';
  const subject = renewal
    ? `Renew your ${input.tier.name} sponsorship of ${input.team.name}`
    : `A ${input.tier.name} spot with ${input.team.name} is yours to take`;
  const intro = renewal
    ? `Thank you for sponsoring ${input.team.name} last season. ${input.seasonStart ? `The new season starts on ${formatCalendarDate(input.seasonStart)}` : 'A new season is starting'}, and your ${input.tier.name} spot (${price}) is held for ${input.businessName} until ${until}. After that it opens to every business.`
    : `A ${input.tier.name} spot (${price}) with ${input.team.name} has opened, and ${input.businessName} was first on the waitlist. It is held for you until ${until}; after that it goes to the next business waiting.`;
  const action = renewal ? 'Renew the sponsorship' : 'Sponsor this tier';
  const greeting = `Hi ${input.to.name},`;
  return {
    kind: renewal ? 'renewal_offer' : 'waitlist_offer',
    to: input.to.email,
    toName: input.to.name,
    subject,
    ...mailBody([greeting, intro, { actions: [{ label: action, href: input.link }] }]),
  };
}
