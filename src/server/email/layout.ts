import { escapeHtml } from './html';

/*
 * Every mail Homefield writes is made of these blocks: its plain text and its HTML come from the same
 * blocks, so the two never say different things, and every HTML mail wears the same shell (decision 0060).
 * Inline styles only: mail clients drop <style> and classes.
 */

const NAVY = '#0B1F3A';
const MUTED = '#64748b';
const RULE = '#e2e8f0';

export const SIGN_OFF = 'The Homefield team';

/** A call to act: navy (primary), green (accept), red outline (decline) or navy outline (plain). */
export interface MailAction {
  label: string;
  href: string;
  tone?: 'primary' | 'accept' | 'decline' | 'plain';
}

export type MailBlock =
  /** A paragraph; a single newline breaks the line. */
  | string
  | { heading: string }
  /** Label and value rows (a receipt's lines, an offer's terms). */
  | { details: readonly (readonly [string, string])[]; strong?: boolean }
  | { list: readonly string[]; title: string }
  /** Someone's own words, kept as they wrote them. */
  | { quote: string; title: string }
  /** A sentence and its link: in the text, the sentence then the address; in HTML, the sentence linked. */
  | { link: string; href: string }
  /** Buttons; in the text, each label then its address. `lead` says what they are for, above them. */
  | { actions: readonly MailAction[]; lead?: string }
  /** Small print. */
  | { fine: string }
  /** HTML a person wrote and the server has already made safe (a coach's letter), with its text. */
  | { markup: string; text: string };

const TONES: Record<NonNullable<MailAction['tone']>, string> = {
  primary: `background:${NAVY};color:#ffffff`,
  accept: 'background:#1E7F4F;color:#ffffff',
  decline: 'background:#ffffff;color:#B91C1C;border:1px solid #B91C1C',
  plain: `background:#ffffff;color:${NAVY};border:1px solid ${NAVY}`,
};

const paragraph = (text: string, style = '') =>
  `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('heading' in block) return block.heading;
  if ('details' in block) return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return [`${block.title}:`, ...block.list.map((item) => `- ${item}`)].join('\n');
  if ('quote' in block) return `${block.title}:\n${block.quote}`;
  if ('link' in block) return `${block.link}: ${block.href}`;
  if ('actions' in block) {
    const lines = block.actions.map((action) => `${action.label}: ${action.href}`);
    return (block.lead ? [block.lead, ...lines] : lines).join('\n');
  }
  if ('markup' in block) return block.text;
  return block.fine;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return paragraph(block);
  if ('heading' in block) {
    return `<h2 style="font-size:18px;color:${NAVY};margin:24px 0 0">${escapeHtml(block.heading)}</h2>`;
  }
  if ('details' in block) {
    const weight = block.strong ? ';font-weight:600' : '';
    const rows = block.details
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 12px 6px 0;color:${MUTED};white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;color:${NAVY}${weight}">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0;border-top:1px solid ${RULE};border-bottom:1px solid ${RULE}">${rows}</table>`;
  }
  if ('list' in block) {
    const items = block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
    return `${paragraph(block.title, `margin:20px 0 4px;font-weight:600;color:${NAVY}`)}<ul style="margin:0;padding-left:20px">${items}</ul>`;
  }
  if ('quote' in block) {
    return `${paragraph(block.title, `margin:0;font-weight:600;color:${NAVY}`)}<blockquote style="margin:4px 0 16px;padding:8px 12px;border-left:3px solid #F2B705;background:#f8fafc;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  }
  if ('link' in block) {
    return `<p><a href="${escapeHtml(block.href)}" style="color:#1D4ED8">${escapeHtml(block.link)}</a></p>`;
  }
  if ('actions' in block) {
    const buttons = block.actions
      .map(
        (action) =>
          `<a href="${escapeHtml(action.href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none;${TONES[action.tone ?? 'primary']}">${escapeHtml(action.label)}</a>`,
      )
      .join('');
    return `${block.lead ? paragraph(block.lead) : ''}<p style="margin:24px 0">${buttons}</p>`;
  }
  if ('markup' in block) return block.markup;
  return paragraph(block.fine, `font-size:14px;color:${MUTED}`);
}

/**
 * A mail's text and HTML from its blocks, signed by the Homefield team unless `signed` is false (a mail
 * an admin wrote ends as they wrote it).
 */
export function mailBody(
  blocks: readonly (MailBlock | null | false | undefined)[],
  { signed = true }: { signed?: boolean } = {},
): { text: string; html: string } {
  const present = blocks.filter((block): block is MailBlock => Boolean(block));
  const all = signed ? [...present, SIGN_OFF] : present;
  return {
    text: all.map(blockText).join('\n\n'),
    html: `<div style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:600px;margin:0 auto;color:#334155;line-height:1.6">${all.map(blockHtml).join('')}</div>`,
  };
}

/** Text someone typed (an admin's message) as paragraphs: blank lines part them. */
export const typedParagraphs = (typed: string): string[] =>
  typed
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '');
