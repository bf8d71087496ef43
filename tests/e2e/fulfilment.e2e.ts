import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { qrPng } from '../../src/server/features/player-links/qr';
import { formatCalendarDate } from '../../src/shared/dates';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import {
  type BusinessAccount,
  completeTeamProfile,
  publishForReview,
  screenshots,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';
import { pdfText } from '../support/receipts';

/*
 * Fulfilment: the team ticks off a benefit (date, note, photo) and writes its thank-you note; the sponsor
 * sees it on its dashboard card and in the report PDF it downloads. The set-up goes through the API where
 * other journeys already drive the screens (tiers, approval, the sandbox checkout).
 */

const browser = withBrowser();
const JOURNEY_MS = 120_000;

const team = { email: uniqueEmail('fulfil-coach'), teamName: uniqueName('Sellwood Sharks') };
const sponsor: BusinessAccount = {
  email: uniqueEmail('fulfil-sponsor'),
  businessName: uniqueName('Bridge City Bakery'),
  contactName: 'Morgan Lee',
};
const BENEFITS = ['Logo on team jerseys', 'Banner at every home game'];
const NOTE = 'Logos stitched on all fourteen jerseys before the opener.';
const THANKS = 'Thank you for backing the Sharks this season!';

let coach: Page;
let buyer: Page;
let sponsorshipId = '';

/** Today as the browser (same machine, same zone) dates it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
  buyer = await browser.page(DESKTOP);
});

async function json<T>(response: { status(): number; text(): Promise<string> }, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status(), body).toBe(status);
  return JSON.parse(body) as T;
}

describe('fulfilment tracking and the sponsor report', () => {
  it(
    'gets a team approved with a two-benefit tier, and a business paying for it in the sandbox',
    async () => {
      await signUpTeam(coach, team);
      await completeTeamProfile(coach, {
        sport: 'Soccer',
        ageGroup: 'Under 12',
        location: 'Portland, OR',
        description: 'Fourteen kids who never stop running.',
      });
      const { team: mine } = await json<{ team: { id: string } }>(await coach.request.get('/api/teams/mine'));
      const { tier } = await json<{ tier: { id: string } }>(
        await coach.request.post(`/api/teams/${mine.id}/tiers`, {
          data: {
            name: 'Gold',
            amount: 75_000,
            description: 'Jerseys and fees.',
            benefits: BENEFITS,
            availableSpots: 1,
          },
        }),
        201,
      );
      await publishForReview(coach);
      const admin = await browser.page(DESKTOP);
      await signInAsAdmin(admin);
      await json(await admin.request.post(`/api/admin/teams/${mine.id}/approve`));

      await signUpBusinessByApi(buyer, sponsor);
      // Only an approved business pays (issue 18, hole 7).
      const { business } = await json<{ business: { id: string } }>(
        await buyer.request.get('/api/businesses/mine'),
      );
      await json(await admin.request.post(`/api/admin/businesses/${business.id}/approve`, { data: {} }));
      const started = await json<{ sponsorshipId: string; url: string }>(
        await buyer.request.post('/api/payments/sponsorships/checkout', {
          data: { teamId: mine.id, tierId: tier.id },
        }),
        201,
      );
      sponsorshipId = started.sponsorshipId;
      const session = started.url.split('/').pop();
      await json(await buyer.request.post(`/api/payments/sandbox/sessions/${session}/pay`));
    },
    JOURNEY_MS,
  );

  it(
    'lets the team mark a benefit delivered with a note and a photo, and write a thank-you note',
    async () => {
      await coach.goto('/team-dashboard');
      const row = coach
        .getByRole('region', { name: 'Sponsorships' })
        .getByRole('listitem')
        .filter({ hasText: sponsor.businessName });
      await row.getByText('Payment paid', { exact: true }).waitFor();
      await row.getByRole('button', { name: 'Fulfilment' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Fulfilment' });
      await dialog.getByText('0 of 2 delivered').waitFor();
      await screenshots(coach, 'fulfilment-dialog-empty');

      const jerseys = dialog.getByRole('listitem').filter({ hasText: BENEFITS[0] });
      await jerseys.getByLabel('Note').fill(NOTE);
      await jerseys.getByRole('checkbox').check();
      await toast(coach, 'Marked delivered');
      await dialog.getByText('1 of 2 delivered').waitFor();
      expect(await jerseys.getByLabel('Delivered on').inputValue()).toBe(today());

      await jerseys.getByLabel(`Photo for ${BENEFITS[0]}`).setInputFiles({
        name: 'jerseys.png',
        mimeType: 'image/png',
        buffer: await qrPng('https://homefield.test/jerseys', 240),
      });
      await toast(coach, 'Photo saved');
      await jerseys.getByRole('img', { name: `${BENEFITS[0]}, as delivered` }).waitFor();

      // A text file dressed as a picture is refused with the server's message, and nothing changes.
      await dialog
        .getByRole('listitem')
        .filter({ hasText: BENEFITS[1] })
        .getByLabel(`Photo for ${BENEFITS[1]}`)
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
      await coach.getByText('The photo must be a JPEG, PNG or WebP image').first().waitFor();
      expect(await dialog.getByRole('img').count()).toBe(1);

      // Closing with typing that was never saved asks first (issue 19); staying keeps every word.
      await dialog.getByRole('textbox', { name: 'Thank-you note' }).fill(THANKS);
      const asked: string[] = [];
      coach.once('dialog', (question) => {
        asked.push(question.message());
        void question.dismiss();
      });
      await coach.keyboard.press('Escape');
      await expect.poll(() => asked).toEqual(['You have changes that are not saved. Close and lose them?']);
      expect(await dialog.getByRole('textbox', { name: 'Thank-you note' }).inputValue()).toBe(THANKS);
      await dialog.getByRole('button', { name: 'Save note' }).click();
      await toast(coach, 'Thank-you note saved');
      await screenshots(coach, 'fulfilment-dialog');
    },
    JOURNEY_MS,
  );

  it(
    'shows the sponsor the delivery on its dashboard card, and puts it in the report it downloads',
    async () => {
      await buyer.goto('/business-dashboard');
      const card = buyer
        .getByRole('region', { name: 'Your Sponsorships' })
        .getByRole('listitem')
        .filter({ has: buyer.getByRole('heading', { name: team.teamName }) });
      const checklist = card.getByRole('region', { name: 'Fulfilment' });
      await checklist.getByText('1 of 2 delivered').waitFor();
      const delivered = `Delivered ${formatCalendarDate(today())}`;
      const jerseys = checklist.getByRole('listitem').filter({ hasText: BENEFITS[0] });
      await jerseys.getByText(delivered).waitFor();
      await jerseys.getByText(NOTE).waitFor();
      const photo = jerseys.getByRole('img', { name: `${BENEFITS[0]}, as delivered` });
      await photo.waitFor();
      // The thumbnail really loaded (from the app's own route, for this signed-in sponsor).
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await checklist
        .getByRole('listitem')
        .filter({ hasText: BENEFITS[1] })
        .getByText('Not delivered yet')
        .waitFor();
      await checklist.getByText(THANKS).waitFor();
      await screenshots(buyer, 'business-dashboard-fulfilment');

      const [download] = await Promise.all([
        buyer.waitForEvent('download'),
        checklist.getByRole('link', { name: 'Download report (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Homefield-report-HF-[0-9A-F]{8}\.pdf$/);
      const pdf = await readFile((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf).join('\n');
      for (const expected of [
        team.teamName,
        BENEFITS[0]!,
        delivered.toUpperCase(),
        NOTE,
        BENEFITS[1]!,
        'NOT DELIVERED YET',
        '1 of 2 delivered',
        THANKS,
        '$750',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(sponsorshipId).not.toBe('');
    },
    JOURNEY_MS,
  );
});
