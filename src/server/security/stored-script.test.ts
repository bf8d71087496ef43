import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../tests/support/app';
import { signedInClient } from '../../../tests/support/factories';
import { rawRequest } from '../../../tests/support/features/fulfilment';
import { manualClock } from '../../../tests/support/features/payments';
import { buildHostileWorld, type HostileWorld } from '../../../tests/support/hostile-world';
import { pdfText } from '../../../tests/support/receipts';
import { emailOutbox } from '../db/schema';
import { escapeHtml } from '../email/html';
import { attachmentsOf } from '../email/outbox';
import { sponsorReportJob } from '../features/fulfilment/report-job';
import { seasonReportJob } from '../features/season-report/job';

/*
 * Issue 9, "Hostile input": script stored in every free-text field stays inert in every email and PDF the
 * app makes from it. The world (tests/support/hostile-world.ts) is built through the API; the jobs that
 * mail reports at the end of a contract and a season run on a test clock.
 */

let t: TestApp;
let w: HostileWorld<TestClient>;
const clock = manualClock(new Date('2026-06-01T12:00:00Z'));

interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  pdfs: { name: string; content: Buffer }[];
}
let mails: Mail[];

beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
  const admin = (await signedInClient(t, { roles: ['admin'] })).client;
  let sequence = 0;
  w = await buildHostileWorld(
    { fresh: () => t.client(), admin, email: (tag) => `${tag}-${++sequence}@example.com` },
    clock.now(),
  );
  // Past the season's (and the contract's) end: the sponsor's and the season's reports go out.
  clock.advanceMinutes(100 * 24 * 60);
  expect(await sponsorReportJob(t.deps).runOnce()).toBe(1);
  expect(await seasonReportJob(t.deps).runOnce()).toBe(1);

  const rows = await t.db.select().from(emailOutbox);
  // As sent: a season report's PDF is drawn when its mail goes out.
  const files = await attachmentsOf(
    t.db,
    rows.map((row) => row.id),
    t.deps.attachmentDrawings,
  );
  mails = rows.map((row) => ({
    kind: row.kind,
    to: row.toEmail,
    subject: row.subject,
    text: row.text,
    html: row.html,
    pdfs: (files.get(row.id) ?? [])
      .filter((file) => file.contentType === 'application/pdf')
      .map((file) => ({ name: `${row.kind}: ${file.filename}`, content: file.content })),
  }));
}, 120_000);

/** The world's values a text carries, found by their labels ('team.name <img ...>' by 'team.name '). */
const carried = (text: string) => w.texts.filter((value) => text.includes(`${value.split(' ')[0]!} `));

/** The first real tag (not escaped text) that would run or load something, or carries a handler. */
function activeMarkup(html: string): string | undefined {
  for (const [tag, name, attributes] of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    if (/^(script|img|svg|iframe|object|embed|link|meta|form|base|style)$/i.test(name!)) return tag;
    if (/\son[a-z]+\s*=/i.test(attributes!)) return tag;
  }
  return undefined;
}

/** Every href and src of the real tags of an HTML document. */
const urlsOf = (html: string) =>
  [...html.matchAll(/<[a-z][a-z0-9-]*\b([^>]*)>/gi)].flatMap(([, attributes]) =>
    [...attributes!.matchAll(/\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
      (m) => m[1] ?? m[2] ?? m[3]!,
    ),
  );

const squash = (text: string) => text.replace(/\s+/g, '');

/**
 * `value` written out as it is, or cut short with an ellipsis where a column is narrow. Spaces are not
 * compared: a word wider than its column is broken across lines.
 */
function literally(text: string, value: string): boolean {
  const label = `${value.split(' ')[0]} `;
  const whole = squash(value);
  return [...text.matchAll(new RegExp(label.replace(/[.]/g, '\\.'), 'g'))].every((m) => {
    const rest = squash(text.slice(m.index));
    if (rest.startsWith(whole)) return true;
    const cut = rest.indexOf('…');
    return cut > label.length && whole.startsWith(rest.slice(0, cut));
  });
}

/** What a PDF could do besides showing text: run script, open something, submit or fetch. */
const PDF_ACTIONS =
  /\/(JavaScript|JS|OpenAction|AA|Launch|SubmitForm|ImportData|GoToR|RichMedia|EmbeddedFile)\b/;

function expectInertPdf(name: string, pdf: Buffer) {
  const raw = pdf.toString('latin1');
  expect(raw.match(PDF_ACTIONS)?.[0], `${name}: an action in the PDF`).toBeUndefined();
  for (const [, uri] of raw.matchAll(/\/URI\s*\(([^)]*)\)/g))
    expect(uri, `${name}: a link to somewhere else`).toMatch(/^https?:\/\/homefield\.test\//);
  // Lines wrap at spaces, so one value may span two text operators.
  const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
  const shown = carried(text);
  for (const value of shown)
    expect(literally(text, value), `${name}: ${value} as literal text in ${text}`).toBe(true);
  return shown;
}

describe('stored script in every email and PDF', () => {
  it('the checks themselves tell markup from escaped text', () => {
    expect(activeMarkup('<p>&lt;img src=x onerror=alert(1)&gt;</p><a href="https://x.example">a</a>')).toBe(
      undefined,
    );
    expect(activeMarkup('<p><img src=x onerror=alert(1)></p>')).toBe('<img src=x onerror=alert(1)>');
    expect(activeMarkup('<p onclick="alert(1)">hi</p>')).toBe('<p onclick="alert(1)">');
    expect(urlsOf('<p>&lt;a href="javascript:x"&gt;</p><a href="javascript:x">')).toEqual(['javascript:x']);
    expect(literally('A: team.name <scri pt>x…', 'team.name <script>xyz</script>')).toBe(true);
    expect(literally('A: team.name &lt;script&gt;', 'team.name <script>')).toBe(false);
  });

  it('refuses script URLs where a link is stored (website, social link) and keeps the rest as text', () => {
    expect(w.refused).toEqual([
      { field: 'team.socialMediaHandles', status: 400 },
      { field: 'business.websiteUrl', status: 400 },
      { field: 'business.websiteUrl (data:)', status: 400 },
    ]);
  });

  it('every email carrying user text escapes it in HTML, and links only to http(s) or mailto', () => {
    const carrying = mails.filter((mail) => carried(`${mail.subject}\n${mail.text}`).length > 0);
    // Every kind of mail the world sends with a user's words in it.
    expect(new Set(carrying.map((mail) => mail.kind))).toEqual(
      new Set([
        'verify_email',
        'admin',
        'fundraising',
        'sponsorship_receipt',
        'sponsorship_notice',
        'donation_receipt',
        'donation_notice',
        'sponsorship_message',
        'match_introduction',
        'match_action',
        'match_answer',
        'sponsor_report',
        'season_report',
      ]),
    );
    const fields = new Set(carrying.flatMap((mail) => carried(`${mail.subject}\n${mail.text}`)));
    console.info(
      `[figures] stored-script-emails ${JSON.stringify({ fields: w.texts.length, emails: mails.length, carrying: carrying.length, fieldsEmailed: fields.size })}`,
    );
    for (const mail of mails) {
      if (!mail.html) continue;
      const where = `${mail.kind} to ${mail.to}`;
      expect(activeMarkup(mail.html), `${where}: active markup in the HTML`).toBeUndefined();
      for (const url of urlsOf(mail.html)) expect(url, `${where}: a link`).toMatch(/^(https?:\/\/|mailto:)/);
      // What the plain text shows as written, the HTML shows escaped.
      for (const value of carried(mail.text).filter((v) => mail.text.includes(v)))
        expect(mail.html, `${where}: ${value.split(' ')[0]}`).toContain(escapeHtml(value));
    }
  });

  it("drops the script a coach pastes into a fundraising letter, and the letter's script link", () => {
    const [letter] = mails.filter((mail) => mail.kind === 'fundraising');
    expect(letter!.html).not.toMatch(/onclick|<script|<img|<svg|javascript:/i);
    // The letter is the coach's HTML: their tags go, their words and a link without its href stay.
    // (Which payload a field gets goes round PAYLOADS in the order the world hands texts out.)
    expect(letter!.html).toContain("<a>fundraising.link '&gt;</a>");
    expect(letter!.html).toContain('<p>fundraising.content </p>');
  });

  it('every PDF (receipts, flyer, sponsor report, season report) shows the values as literal text and holds no action', async () => {
    const served = [
      `/api/teams/${w.team.id}/players/${w.player.id}/flyer.pdf`,
      `/api/sponsorships/${w.sponsorshipId}/report.pdf`,
      `/api/teams/${w.team.id}/season-report.pdf`,
    ];
    const pdfs = mails.flatMap((mail) => mail.pdfs);
    for (const path of served) {
      const res = await rawRequest(t, w.team.client, `http://homefield.test${path}`, {});
      expect(res.status, path).toBe(200);
      pdfs.push({ name: path, content: res.buffer });
    }
    const kinds = new Set(pdfs.map((pdf) => pdf.name.split(':')[0]));
    expect(kinds).toEqual(
      new Set(['sponsorship_receipt', 'donation_receipt', 'sponsor_report', 'season_report', ...served]),
    );
    let values = 0;
    for (const pdf of pdfs) {
      const shown = expectInertPdf(pdf.name, pdf.content);
      expect(shown.length, `${pdf.name} shows no user text`).toBeGreaterThan(0);
      values += shown.length;
    }
    console.info(`[figures] stored-script-pdfs ${JSON.stringify({ pdfs: pdfs.length, values })}`);
  });
});
