import { formatCalendarDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import type { HoldReason } from '../../../shared/schemas/seasons';
import { escapeHtml } from '../../email/html';
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

const SHELL_START = `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:600px;margin:0 auto;color:#334155;line-height:1.6">`;

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
    text: `${greeting}\n\n${intro}\n\n${action}: ${input.link}\n\nThe Homefield team`,
    html: `${SHELL_START}<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p style="margin:28px 0"><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#0B1F3A;color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${escapeHtml(action)}</a></p><p>The Homefield team</p></div>`,
  };
}
