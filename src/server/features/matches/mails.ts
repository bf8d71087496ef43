import {
  type EmailAction,
  MATCH_STATUS_LABELS,
  type MatchParty,
  type MatchStatus,
} from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { MATCH_PARTY_LABELS, type MatchOffer, seasonLabel } from '../../../shared/schemas/matches';
import { escapeHtml } from '../../email/html';
import type { OutgoingMail } from '../../email/outbox';
import { adminMail } from '../admin/mails';
import type { PartyLinks } from './links';
import type { PartyContact } from './parties';

const SHELL_START = `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:600px;margin:0 auto;color:#334155;line-height:1.6">`;
const SHELL_END = '</div>';
const SIGN_OFF = 'The Homefield team';

type MailOffer = Pick<
  MatchOffer,
  'version' | 'tierSelected' | 'amountDisplay' | 'seasonStart' | 'seasonEnd' | 'summary' | 'deliverables'
>;

function offerLines(offer: MailOffer): [string, string][] {
  return [
    ['Offer', `Version ${offer.version}`],
    ['Tier', offer.tierSelected],
    ['Amount', offer.amountDisplay],
    ['Season', seasonLabel(offer.seasonStart, offer.seasonEnd)],
    ...(offer.summary ? ([['Summary', offer.summary]] as [string, string][]) : []),
  ];
}

/** Label and value rows, as a table the mail clients all draw alike. */
function detailsHtml(lines: [string, string][]): string {
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#64748b;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;color:#0B1F3A">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0;border-top:1px solid #e2e8f0;border-bottom:1px solid #e2e8f0">${rows}</table>`;
}

const detailsText = (lines: [string, string][]) =>
  lines.map(([label, value]) => `${label}: ${value}`).join('\n');

function offerText(offer: MailOffer): string {
  const deliverables = offer.deliverables.map((item) => `- ${item}`);
  return [
    detailsText(offerLines(offer)),
    ...(deliverables.length ? ['Deliverables:', ...deliverables] : []),
  ].join('\n');
}

function offerHtml(offer: MailOffer): string {
  const deliverables = offer.deliverables.length
    ? `<p style="margin:16px 0 4px;font-weight:600;color:#0B1F3A">Deliverables</p><ul style="margin:0;padding-left:20px">${offer.deliverables.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  return `${detailsHtml(offerLines(offer))}${deliverables}`;
}

const BUTTON_COLOURS: Record<EmailAction, string> = {
  ACCEPT: 'background:#1E7F4F;color:#ffffff',
  REJECT: 'background:#ffffff;color:#B91C1C;border:1px solid #B91C1C',
  CHANGES: 'background:#ffffff;color:#0B1F3A;border:1px solid #0B1F3A',
};
const BUTTON_LABELS: Record<EmailAction, string> = {
  ACCEPT: 'Accept Match',
  REJECT: 'Decline Match',
  CHANGES: 'Request changes',
};
const ACTIONS = Object.keys(BUTTON_LABELS) as EmailAction[];

function linkButtons(links: PartyLinks): string {
  return `<p style="margin:24px 0">${ACTIONS.map(
    (action) =>
      `<a href="${escapeHtml(links[action])}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none;${BUTTON_COLOURS[action]}">${BUTTON_LABELS[action]}</a>`,
  ).join('')}</p>`;
}

/**
 * One party's introduction: the admin's message as they wrote it, then the offer and the party's own
 * three links. Opening a link only shows the offer again; the button on that page acts.
 */
export function introductionMail(input: {
  to: PartyContact;
  party: MatchParty;
  subject: string;
  message: string;
  offer: MailOffer;
  links: PartyLinks;
  expiresAt: Date;
  /** The admin who sent it: a question about the introduction reaches a person. */
  replyTo: string;
}): OutgoingMail {
  const intro = adminMail({
    to: input.to.email,
    toName: input.to.personName,
    subject: input.subject,
    message: input.message,
    replyTo: input.replyTo,
  });
  const role = MATCH_PARTY_LABELS[input.party].toLowerCase();
  const fine = `These links are for you as the ${role} only, work once and expire on ${formatCalendarDate(input.expiresAt.toISOString())} (UTC). Contact details are shared after both parties approve.`;
  const answers = ACTIONS.map((action) => `${BUTTON_LABELS[action]}: ${input.links[action]}`).join('\n');
  return {
    ...intro,
    kind: 'match_introduction',
    text: `${intro.text}\n\nThe offer\n${offerText(input.offer)}\n\nYour answer\n${answers}\n\n${fine}`,
    html: `${intro.html}\n${SHELL_START}<h2 style="font-size:18px;color:#0B1F3A;margin:24px 0 0">The offer</h2>${offerHtml(input.offer)}${linkButtons(input.links)}<p style="font-size:14px;color:#64748b">${escapeHtml(fine)}</p>${SHELL_END}`,
  };
}

const ACTION_VERBS: Record<EmailAction, string> = {
  ACCEPT: 'accepted',
  REJECT: 'declined',
  CHANGES: 'asked for changes to',
};

/** Tells an admin what a party answered, with the comment of a change request. */
export function matchActionNoticeMail(input: {
  to: { email: string; name: string | null };
  actor: PartyContact;
  party: MatchParty;
  action: EmailAction;
  teamName: string;
  businessName: string;
  status: MatchStatus;
  comment: string | null;
  appUrl: string;
}): OutgoingMail {
  const who = `${input.actor.name} (${MATCH_PARTY_LABELS[input.party].toLowerCase()})`;
  const news = `${who} ${ACTION_VERBS[input.action]} the match between ${input.businessName} and ${input.teamName}. The match is now: ${MATCH_STATUS_LABELS[input.status]}.`;
  const link = `${input.appUrl}/admin/dashboard?tab=matches`;
  const comment = input.comment ? `Their comment:\n${input.comment}` : null;
  return {
    kind: 'match_action',
    to: input.to.email,
    toName: input.to.name,
    subject: `${input.actor.name} ${ACTION_VERBS[input.action]} the match with ${input.party === 'team' ? input.businessName : input.teamName}`,
    text: [news, comment, `Open the matches: ${link}`, SIGN_OFF].filter(Boolean).join('\n\n'),
    html: `${SHELL_START}<p>${escapeHtml(news)}</p>${
      input.comment
        ? `<p style="margin:0;font-weight:600;color:#0B1F3A">Their comment</p><blockquote style="margin:4px 0 16px;padding:8px 12px;border-left:3px solid #F2B705;background:#f8fafc;white-space:pre-wrap">${escapeHtml(input.comment)}</blockquote>`
        : ''
    }<p><a href="${escapeHtml(link)}" style="color:#1D4ED8">Open the matches</a></p><p>${SIGN_OFF}</p>${SHELL_END}`,
  };
}

/** Both approved: each party now gets the other's contact details. */
export function matchApprovedMail(input: {
  to: PartyContact;
  partner: PartyContact;
  partnerParty: MatchParty;
}): OutgoingMail {
  const { to, partner } = input;
  const news = `Great news: ${to.name} and ${partner.name} have both accepted the match. It is now an active partnership, and here is how to reach your new ${MATCH_PARTY_LABELS[input.partnerParty].toLowerCase()}.`;
  const contact: [string, string][] = [
    ['Name', partner.name],
    ['Contact', partner.personName],
    ['Email', partner.email],
    ...(partner.phone ? ([['Phone', partner.phone]] as [string, string][]) : []),
  ];
  const greeting = `Hi ${to.personName},`;
  const next = 'Reach out to plan the season together. If anything comes up, just reply to this email.';
  return {
    kind: 'match_approved',
    to: to.email,
    toName: to.personName,
    replyTo: partner.email,
    subject: `It's a match: ${partner.name} and ${to.name}`,
    text: [greeting, news, detailsText(contact), next, SIGN_OFF].join('\n\n'),
    html: `${SHELL_START}<p>${escapeHtml(greeting)}</p><p>${escapeHtml(news)}</p>${detailsHtml(contact)}<p>${escapeHtml(next)}</p><p>${SIGN_OFF}</p>${SHELL_END}`,
  };
}

const PARTNER_NEWS: Record<'REJECT' | 'CHANGES', (actor: string) => string> = {
  REJECT: (actor) =>
    `${actor} has declined the sponsorship introduction we sent you. Thank you for considering it; we will keep looking for a good match for you.`,
  CHANGES: (actor) =>
    `${actor} would like some changes to the offer we introduced. We are working on a revised offer and will send it to you to answer when it is ready.`,
};

/**
 * Tells the other party that this one declined or asked for changes, so nobody waits on silence (issue 19).
 * The change request's comment stays with the admins. A reply reaches the admin who made the match.
 */
export function matchAnswerNoticeMail(input: {
  to: PartyContact;
  actor: PartyContact;
  action: 'REJECT' | 'CHANGES';
  replyTo: string;
}): OutgoingMail {
  const greeting = `Hi ${input.to.personName},`;
  const news = PARTNER_NEWS[input.action](input.actor.name);
  const next = 'If you have any questions, just reply to this email.';
  return {
    kind: 'match_answer',
    to: input.to.email,
    toName: input.to.personName,
    replyTo: input.replyTo,
    subject:
      input.action === 'REJECT'
        ? `${input.actor.name} declined the introduction`
        : `${input.actor.name} asked for changes to the offer`,
    text: [greeting, news, next, SIGN_OFF].join('\n\n'),
    html: `${SHELL_START}<p>${escapeHtml(greeting)}</p><p>${escapeHtml(news)}</p><p>${escapeHtml(next)}</p><p>${SIGN_OFF}</p>${SHELL_END}`,
  };
}
