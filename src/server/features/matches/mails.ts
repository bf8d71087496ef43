import {
  type EmailAction,
  MATCH_STATUS_LABELS,
  type MatchParty,
  type MatchStatus,
} from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { MATCH_PARTY_LABELS, type MatchOffer, seasonLabel } from '../../../shared/schemas/matches';
import { type MailAction, type MailBlock, mailBody, typedParagraphs } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';
import type { PartyLinks } from './links';
import type { PartyContact } from './parties';

type MailOffer = Pick<
  MatchOffer,
  'version' | 'tierSelected' | 'amountDisplay' | 'seasonStart' | 'seasonEnd' | 'summary' | 'deliverables'
>;

function offerBlocks(offer: MailOffer): MailBlock[] {
  const lines: [string, string][] = [
    ['Offer', `Version ${offer.version}`],
    ['Tier', offer.tierSelected],
    ['Amount', offer.amountDisplay],
    ['Season', seasonLabel(offer.seasonStart, offer.seasonEnd)],
    ...(offer.summary ? ([['Summary', offer.summary]] as [string, string][]) : []),
  ];
  return [
    { heading: 'The offer' },
    { details: lines },
    ...(offer.deliverables.length ? [{ list: offer.deliverables, title: 'Deliverables' }] : []),
  ];
}

const ACTIONS: { action: EmailAction; label: string; tone: MailAction['tone'] }[] = [
  { action: 'ACCEPT', label: 'Accept Match', tone: 'accept' },
  { action: 'REJECT', label: 'Decline Match', tone: 'decline' },
  { action: 'CHANGES', label: 'Request changes', tone: 'plain' },
];

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
  const role = MATCH_PARTY_LABELS[input.party].toLowerCase();
  const fine = `These links are for you as the ${role} only, work once and expire on ${formatCalendarDate(input.expiresAt.toISOString())} (UTC). Contact details are shared after both parties approve.`;
  return {
    kind: 'match_introduction',
    to: input.to.email,
    toName: input.to.personName || null,
    subject: input.subject,
    replyTo: input.replyTo,
    ...mailBody(
      [
        ...typedParagraphs(input.message),
        ...offerBlocks(input.offer),
        {
          lead: 'Your answer',
          actions: ACTIONS.map(({ action, label, tone }) => ({ label, href: input.links[action], tone })),
        },
        { fine },
      ],
      { signed: false },
    ),
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
  return {
    kind: 'match_action',
    to: input.to.email,
    toName: input.to.name,
    subject: `${input.actor.name} ${ACTION_VERBS[input.action]} the match with ${input.party === 'team' ? input.businessName : input.teamName}`,
    ...mailBody([
      news,
      input.comment && { quote: input.comment, title: 'Their comment' },
      { link: 'Open the matches', href: link },
    ]),
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
    ...mailBody([greeting, news, { details: contact }, next]),
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
    ...mailBody([greeting, news, next]),
  };
}
