import { formatCalendarDate } from '../../../shared/dates';
import { type FamilyRequestKind, familyRequestKindLabel } from '../../../shared/schemas/family-requests';
import { type MailBlock, mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

interface Facts {
  playerName: string;
  teamName: string;
  kind: FamilyRequestKind;
  dueAt: Date;
  appUrl: string;
}

const day = (date: Date) => `${formatCalendarDate(date.toISOString())} (UTC)`;

function mail(
  kind: string,
  to: string,
  toName: string | null,
  subject: string,
  blocks: MailBlock[],
): OutgoingMail {
  return { kind, to, toName, subject, ...mailBody(blocks) };
}

const dashboard = (appUrl: string): MailBlock => ({
  link: 'Open your team dashboard',
  href: `${appUrl}/team-dashboard`,
});

/** To the team: a family asked; what to do and by when. */
export function familyRequestNoticeMail(
  input: Facts & { to: string; coachName: string; requesterName: string; message: string | null },
): OutgoingMail {
  return mail(
    'family_request_notice',
    input.to,
    input.coachName,
    `A family asked about ${input.playerName}'s page`,
    [
      `Hi ${input.coachName},`,
      `${input.requesterName}, a parent or guardian of ${input.playerName}, asked: "${familyRequestKindLabel(input.kind)}".`,
      ...(input.message ? [{ quote: input.message, title: 'Their message' }] : []),
      `Please answer from your team dashboard by ${day(input.dueAt)}: hide the page, remove the player, or reply. If there is no answer by then, Homefield hides ${input.playerName}'s page.`,
      dashboard(input.appUrl),
    ],
  );
}

/** To the family: the request is recorded, with the deadline. */
export function familyRequestReceivedMail(input: Facts & { to: string; name: string }): OutgoingMail {
  return mail(
    'family_request_received',
    input.to,
    input.name,
    `We have your request about ${input.playerName}'s page`,
    [
      `Hi ${input.name},`,
      `We have passed your request ("${familyRequestKindLabel(input.kind)}") to ${input.teamName}. The team answers by ${day(input.dueAt)}; if it does not, Homefield hides ${input.playerName}'s page then.`,
      'We will email you when it is done.',
    ],
  );
}

const DONE: Record<string, string> = {
  page_hidden: 'has taken the page down: it no longer shows to anyone.',
  player_removed: "has removed the player from its roster: the page and the child's details are gone.",
  auto_hidden: 'did not answer in time, so Homefield has taken the page down: it no longer shows to anyone.',
};

/** To the family: what was done, or the team's reply. */
export function familyRequestAnsweredMail(input: {
  to: string;
  name: string;
  playerName: string;
  teamName: string;
  outcome: string;
  response: string | null;
}): OutgoingMail {
  const what =
    input.outcome === 'declined'
      ? `${input.teamName} has answered your request about ${input.playerName}'s page: "${input.response ?? ''}". If you still want it taken down, reply to this email and we will step in.`
      : `${input.teamName} ${DONE[input.outcome] ?? 'has answered your request.'}`;
  return mail(
    'family_request_answered',
    input.to,
    input.name,
    `Your request about ${input.playerName}'s page`,
    [
      `Hi ${input.name},`,
      what,
      ...(input.response && input.outcome !== 'declined'
        ? [{ quote: input.response, title: 'The team added' }]
        : []),
    ],
  );
}

/** To the team: the deadline passed without an answer, so the page was hidden. */
export function familyRequestAutoHiddenMail(input: {
  to: string;
  coachName: string;
  playerName: string;
  appUrl: string;
}): OutgoingMail {
  return mail(
    'family_request_auto_hidden',
    input.to,
    input.coachName,
    `${input.playerName}'s page was hidden`,
    [
      `Hi ${input.coachName},`,
      `A family's request about ${input.playerName}'s page was not answered in time, so Homefield has hidden the page, as the request asked. You can show it again from your roster once you have spoken with the family.`,
      dashboard(input.appUrl),
    ],
  );
}
