import sanitizeHtml from 'sanitize-html';
import { TEMPLATE_PLAYER, TEMPLATE_TEAM } from '../../../shared/schemas/roster';
import { mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

/** What a coach may format a letter with; everything else (scripts, styles, handlers, images) goes. */
const CONTENT_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'a', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, CONTENT_POLICY);
}

export interface TemplateNames {
  player: string;
  team: string;
}

/** Fills {player} and {team}; `encode` escapes them for HTML, so a name can never add markup. */
export function fillTemplate(
  text: string,
  names: TemplateNames,
  encode: (value: string) => string = (v) => v,
) {
  return text.replaceAll(TEMPLATE_PLAYER, encode(names.player)).replaceAll(TEMPLATE_TEAM, encode(names.team));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The plain-text part of sanitised HTML: paragraphs as blank lines, list items as '- ', links as 'text (url)'. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_, href: string, inner: string) => {
      const label = inner.replace(/<[^>]*>/g, '').trim();
      return label && label !== href ? `${label} (${href})` : href;
    })
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li>/g, '\n- ')
    .replace(/<\/(p|h2|h3|blockquote|ul|ol)>/g, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface FundraisingMailInput {
  to: string;
  toName: string;
  senderName: string;
  senderEmail: string;
  /** Filled already. */
  subject: string;
  /** Sanitised and filled already. */
  html: string;
  names: TemplateNames;
  playerUrl: string;
  unsubscribeUrl: string;
}

/** Said above the link to the player's page's request form. */
const ASK_TAKE_DOWN = 'Parent or guardian of this player? You can ask for the page to be taken down.';

/** One contact's copy: the coach's letter, the player's page, and a way out that needs no account. */
export function fundraisingMail(input: FundraisingMailInput): OutgoingMail {
  const { player, team } = input.names;
  const footer = `${input.senderName} sent you this email through Homefield because you support ${player} of ${team}.`;
  // Issue 22: a parent or guardian can ask, from every fundraising email, for the child's page to come down.
  const askUrl = `${input.playerUrl}?ask=remove`;
  const body = mailBody(
    [
      { markup: input.html, text: htmlToText(input.html) },
      { actions: [{ label: `Support ${player}`, href: input.playerUrl }] },
      { fine: footer },
      { link: `Unsubscribe from ${team}'s fundraising emails`, href: input.unsubscribeUrl },
      { fine: ASK_TAKE_DOWN },
      { link: 'Ask here', href: askUrl },
    ],
    { signed: false },
  );
  return {
    kind: 'fundraising',
    to: input.to,
    toName: input.toName,
    fromName: input.senderName,
    replyTo: input.senderEmail,
    subject: input.subject,
    ...body,
  };
}
