import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { feeBreakdown } from '../../src/shared/fees';
import { formatCentsExact } from '../../src/shared/money';
import { BELOW_CARD_MINIMUM } from '../../src/shared/schemas/donations';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  addPlayer,
  completeTeamProfile,
  mailbox,
  publishAndApprove,
  screenshots,
  signInAsAdmin,
  signUpTeam,
  statCard,
  toast,
  uniqueName,
} from '../support/e2e-flows';
import { pressTwice } from '../support/press-twice';

/*
 * Giving to one player from the personal link on the team's roster (spec part 2, 2.11 and 2.12;
 * docs/decisions/0013-player-donations.md): a monthly gift with its receipt, PDF and cancel link, a
 * one-time gift of a custom amount, the team's Total Raised, and a link to no player.
 */

const browser = withBrowser();

const team = { email: uniqueEmail('hawks-coach'), teamName: uniqueName('Eastside Hawks') };
/** Public surfaces name the player by first name and last initial (shared/player-name.ts). */
const PLAYER = { name: 'Ava Chen', shown: 'Ava C.', jersey: '9' };

interface Gift {
  /** A preset button ('$15') or dollars typed in the custom box ('22.50'). */
  preset?: string;
  typed?: string;
  monthly: boolean;
  donorName?: string;
  donorEmail: string;
  /** The summary and the Donate button, to the cent. */
  exact: string;
  /** The success page, the checkout and the dashboard (formatCents). */
  shown: string;
  /** The donor ticks 'cover the fees': the charge, to the cent, on the button and the checkout. */
  charged?: string;
}

const MONTHLY: Gift = {
  preset: '$15',
  monthly: true,
  donorName: 'Grace Chen',
  donorEmail: uniqueEmail('grandma'),
  exact: '$15.00/month',
  shown: '$15',
};
/** No name: the success page says Anonymous and the receipt names the email. */
/** The 5% fee and card processing on $22.50 are covered by $2.14 more (shared/fees.ts). */
const ONE_TIME_FEES = feeBreakdown(2_250, 500, true);
const ONE_TIME: Gift = {
  typed: '22.50',
  monthly: false,
  donorEmail: uniqueEmail('neighbour'),
  exact: '$22.50',
  shown: '$22.50',
  charged: formatCentsExact(ONE_TIME_FEES.chargedCents),
};
/** What the team keeps of both: each gift less its fee and card processing (the one-time donor covered them). */
const YOURS = formatCentsExact(feeBreakdown(1_500, 500).teamReceivesCents + ONE_TIME_FEES.teamReceivesCents);
/** $15 + $22.50: a cancelled monthly gift keeps what it already gave. */
const RAISED = '$37.50';

let coach: Page;
let donor: Page;
/** '/player/{teamSlug}/{playerNumber}', as the roster shows it. */
let playerLink = '';

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
  // Families open the link from a text message.
  donor = await browser.page(PHONE);
});

/** The value beside a label in a <dl> (the success page's details). */
const detail = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

async function openPlayerPage(page: Page) {
  await page.goto(playerLink);
  // The jersey is read out after the name ('Ava Chen, jersey #9'); the hidden part is its own box.
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`^${PLAYER.shown}\\s*, jersey #${PLAYER.jersey}$`) })
    .waitFor();
}

/** A radio drawn as a big button: the visible label is what a person presses. */
async function choose(page: Page, radio: Locator) {
  await page.locator('label', { has: radio }).click();
  expect(await radio.isChecked()).toBe(true);
}

/** The player page's form filled for this gift, checked against its summary, then the sandbox checkout. */
async function startGift(page: Page, gift: Gift, screenshotName?: string) {
  await openPlayerPage(page);
  await page.getByText(`to ${PLAYER.shown} of ${team.teamName}`, { exact: true }).waitFor();
  if (gift.preset) await choose(page, page.getByRole('radio', { name: gift.preset, exact: true }));
  if (gift.typed) await page.getByLabel('Or enter another amount').fill(gift.typed);
  await choose(page, page.getByRole('radio', { name: gift.monthly ? /^Monthly/ : /^One-time/ }));
  if (gift.donorName) await page.getByLabel('Your name').fill(gift.donorName);
  await page.getByLabel(/^Email/).fill(gift.donorEmail);
  await page.getByText(`${gift.exact} to ${PLAYER.shown} for ${team.teamName}`, { exact: true }).waitFor();
  // Where the money goes is shown before paying.
  await page.getByText('Where your payment goes').waitFor();
  const cover = page.getByRole('checkbox', { name: /to cover the fees/ });
  if (gift.charged && !(await cover.isChecked())) await cover.check();
  if (screenshotName) await screenshots(page, screenshotName);
  await page.getByRole('button', { name: `Donate ${gift.charged ?? gift.exact}` }).click();

  await page.waitForURL('**/sandbox/checkout/*');
  await page.getByText('Sandbox: no real money moves').waitFor();
  await page.getByText(gift.charged ?? gift.shown, { exact: true }).waitFor();
  expect(await page.getByText('every month', { exact: true }).count()).toBe(gift.monthly ? 1 : 0);
}

/** Pays in the sandbox and lands on the success page. */
async function pay(page: Page) {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/player-donation-success?*');
  await page.getByRole('heading', { name: 'Donation Successful!' }).waitFor();
}

/** The donor's receipt, opened in /dev/mailbox; checks its lines and answers the message. */
async function openReceipt(page: Page, gift: Gift, lines: string[]): Promise<Locator> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('list', { name: 'Messages, newest first' })
    .getByRole('button')
    .filter({ hasText: gift.donorEmail })
    .filter({ hasText: 'Your Homefield receipt' })
    .click();
  const subject = new RegExp(`^Your Homefield receipt HF-[0-9A-F]{8}: donation to ${PLAYER.shown}$`);
  const message = page.getByRole('article', { name: subject });
  await message.waitFor();
  for (const line of lines) await message.getByText(line).waitFor();
  return message;
}

/** The receipt's one attachment: listed as a PDF, and what it downloads is a PDF. */
async function expectPdfAttachment(page: Page, message: Locator) {
  const files = message.getByRole('region', { name: '1 attachment' });
  await files.getByText(/^PDF · [\d.]+ KB$/).waitFor();
  const link = files.getByRole('link', { name: /^Download Homefield-receipt-HF-[0-9A-F]{8}\.pdf$/ });
  expect(await link.getAttribute('href')).toMatch(
    /^\/api\/dev\/mailbox\/[0-9a-f-]{36}\/attachments\/[0-9a-f-]{36}$/,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Homefield-receipt-HF-[0-9A-F]{8}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(500);
}

describe('giving to a player from the personal link', () => {
  it('gives a new player a personal link on the roster', async () => {
    await signUpTeam(coach, team);
    await completeTeamProfile(coach, {
      sport: 'Soccer',
      ageGroup: 'Under 12',
      location: 'Portland, OR',
      description: 'Twelve kids, one ball, big dreams.',
    });
    // Only a listed team takes gifts: an admin approves it first.
    await publishAndApprove(coach, await browser.page(DESKTOP), team);
    await coach.goto('/team-dashboard');
    await statCard(coach, 'Total Raised', '$0').waitFor();
    await addPlayer(coach, PLAYER.name, PLAYER.jersey);
    const row = coach
      .getByRole('region', { name: 'Roster' })
      .getByRole('row', { name: new RegExp(PLAYER.name) });
    const link = row.getByRole('link', { name: /^\/player\// });
    playerLink = (await link.textContent()) ?? '';
    expect(playerLink).toMatch(new RegExp(`^/player/[a-z0-9-]+/${PLAYER.jersey}$`));
    expect(await link.getAttribute('href')).toBe(new URL(playerLink, coach.url()).href);
  });

  it("takes a monthly gift: '/month' on the success page, a receipt with a PDF, and a cancel link that works once", async () => {
    await startGift(donor, MONTHLY, 'player-donation-monthly');
    await screenshots(donor, 'donation-sandbox-checkout');
    await pay(donor);
    await donor.getByText(`${MONTHLY.shown}/month`, { exact: true }).waitFor();
    expect(await detail(donor, 'Type').innerText()).toBe('Monthly donation');
    expect(await detail(donor, 'Player').innerText()).toBe(PLAYER.shown);
    expect(await detail(donor, 'Team').innerText()).toBe(team.teamName);
    expect(await detail(donor, 'Sport').innerText()).toBe('Soccer');
    expect(await detail(donor, 'Age group').innerText()).toBe('Under 12');
    expect(await detail(donor, 'Donor').innerText()).toBe(MONTHLY.donorName);
    await donor.getByText('Each receipt has a link to cancel it anytime', { exact: false }).waitFor();
    expect(
      await donor.getByRole('link', { name: `Back to ${PLAYER.shown}'s page` }).getAttribute('href'),
    ).toBe(playerLink);
    await screenshots(donor, 'donation-success-monthly');

    const receipt = await openReceipt(donor, MONTHLY, [
      `Paid by: ${MONTHLY.donorName}`,
      `Paid to: ${PLAYER.shown}, ${team.teamName}`,
      'Donation: Monthly donation (first month)',
      `Amount: ${MONTHLY.shown} USD`,
      'Next payment: ',
    ]);
    await expectPdfAttachment(donor, receipt);
    await screenshots(donor, 'mailbox-donation-receipt-monthly');

    const cancelLink = receipt.getByRole('link', { name: /\/donations\/cancel\?token=[\w-]+$/ });
    const cancelUrl = (await cancelLink.getAttribute('href')) ?? '';
    expect(new URL(cancelUrl).origin).toBe(new URL(donor.url()).origin);

    // Opening the link (as a mail scanner would) changes nothing; the button does.
    const question = donor.getByRole('heading', { name: 'Cancel your monthly donation?' });
    const cancelButton = donor.getByRole('button', { name: 'Cancel monthly donation' });
    const done = donor.getByRole('heading', { name: 'Monthly donation cancelled' });
    await donor.goto(cancelUrl);
    await question.waitFor();
    await donor.reload();
    await question.waitFor();
    await donor.getByText(`${MONTHLY.shown}/month`, { exact: true }).waitFor();
    await donor.getByText(`to ${PLAYER.shown} of ${team.teamName}`, { exact: false }).waitFor();
    await screenshots(donor, 'donation-cancel-confirm');
    await cancelButton.click();
    await done.waitFor();
    await donor
      .getByText(`No more payments will be taken for your ${MONTHLY.shown}/month gift to ${PLAYER.shown}.`, {
        exact: false,
      })
      .waitFor();
    await screenshots(donor, 'donation-cancel-done');

    // The same link again: already cancelled, nothing left to press.
    await donor.goto(cancelUrl);
    await done.waitFor();
    expect(await cancelButton.count()).toBe(0);
    expect(await question.count()).toBe(0);
  });

  it('takes a one-time gift of a custom amount after a cancelled checkout', async () => {
    // Cancel in the checkout: back on the player page, nothing taken.
    await startGift(donor, ONE_TIME);
    await donor.getByRole('button', { name: 'Cancel', exact: true }).click();
    await donor.waitForURL((url) => url.pathname === playerLink);
    await donor.getByText('Checkout cancelled.', { exact: true }).waitFor();

    await startGift(donor, ONE_TIME, 'player-donation-custom');
    await pay(donor);
    await donor.getByText(ONE_TIME.shown, { exact: true }).waitFor();
    expect(await donor.getByText(/\/month/).count()).toBe(0);
    expect(await detail(donor, 'Type').innerText()).toBe('One-time donation');
    expect(await detail(donor, 'Donor').innerText()).toBe('Anonymous');
    await screenshots(donor, 'donation-success-one-time');

    const receipt = await openReceipt(donor, ONE_TIME, [
      `Paid by: ${ONE_TIME.donorEmail}`,
      'Donation: One-time donation',
      `Amount: ${ONE_TIME.shown} USD`,
      `Fees you covered: ${formatCentsExact(ONE_TIME_FEES.coverCents)}`,
      `Total charged: ${ONE_TIME.charged} USD`,
      `The team receives: ${formatCentsExact(ONE_TIME_FEES.teamReceivesCents)}`,
    ]);
    await expectPdfAttachment(donor, receipt);
    // Nothing renews, so nothing to cancel.
    expect(await receipt.getByRole('link', { name: /\/donations\/cancel/ }).count()).toBe(0);
    expect(await receipt.getByText('Next payment', { exact: false }).count()).toBe(0);
  });

  it('takes no gift below the card minimum, and shows no fees that outweigh it', async () => {
    await openPlayerPage(donor);
    await donor.getByLabel('Or enter another amount').fill('0.10');
    await donor.getByText(`$0.10 to ${PLAYER.shown} for ${team.teamName}`, { exact: true }).waitFor();
    // $0.30 of card processing on $0.10 would show the team receiving a negative amount.
    expect(await donor.getByText('Where your payment goes').count()).toBe(0);
    await donor.getByRole('button', { name: 'Donate', exact: true }).click();
    await donor.getByRole('alert').filter({ hasText: BELOW_CARD_MINIMUM }).first().waitFor();
    expect(new URL(donor.url()).pathname).toBe(playerLink);
    // A payable amount brings the breakdown back.
    await donor.getByLabel('Or enter another amount').fill('0.50');
    await donor.getByText('Where your payment goes').waitFor();
  });

  it("adds both gifts to the team's Total Raised and tells the team", async () => {
    await coach.goto('/team-dashboard');
    await statCard(coach, 'Total Raised', RAISED).waitFor();
    await coach.getByText(`$0 sponsorships · $0 added by hand · ${RAISED} player gifts`).waitFor();
    // Each gift with its state: the monthly one stopped by its donor, the one-time one paid.
    const gifts = coach.getByRole('region', { name: 'Gifts to players' }).getByRole('listitem');
    await gifts.first().waitFor();
    expect(await gifts.allInnerTexts()).toEqual([
      // A gift this recent may still be refunded by the team: its button closes the row.
      expect.stringMatching(
        new RegExp(
          `One-time[\\s\\S]*\\${ONE_TIME.shown}[\\s\\S]*Paid\\s*Refund\\s*the gift to ${PLAYER.name}$`,
        ),
      ),
      expect.stringMatching(
        /Monthly[\s\S]*1 month paid \(\$15\) · stopped [\s\S]*\$15\/mo\s*Cancelled\s*Refund\s*the gift to Ava Chen$/,
      ),
    ]);
    await screenshots(coach, 'team-dashboard-donations');
    // The ledger's view: what was raised, what the donor covered, and what is the team's.
    const money = coach.getByRole('region', { name: 'Your money', exact: true });
    await money.getByText(formatCentsExact(3_750), { exact: true }).waitFor();
    await money
      .getByText(`, and ${formatCentsExact(ONE_TIME_FEES.coverCents)} that donors added to cover the fees`)
      .waitFor();
    await money.getByText(YOURS, { exact: true }).waitFor();
    await money.screenshot({ path: 'tests/e2e/screenshots/team-money-card.png' });

    const notices = (await mailbox(coach))
      .filter((mail) => mail.to === team.email && mail.kind === 'donation_notice')
      .map((mail) => mail.subject)
      .sort();
    expect(notices).toEqual(
      [MONTHLY.shown, ONE_TIME.shown]
        .map((amount) => `${PLAYER.name} received a ${amount} donation on Homefield`)
        .sort(),
    );
  });

  it("shows the admin the platform's fees by month, kind and team, and offers them as CSV", async () => {
    const admin = await browser.page(DESKTOP);
    await signInAsAdmin(admin);
    await admin.goto('/admin/dashboard?tab=revenue');
    await admin.getByRole('heading', { name: 'Revenue' }).waitFor();
    await admin.getByRole('heading', { name: 'Fees by month' }).waitFor();
    // Other tests' payments share this database: only this team's row is looked at.
    const row = admin.getByRole('row').filter({ hasText: team.teamName });
    await row.getByText('$1.88').first().waitFor();
    expect(await admin.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toMatch(
      /^\/api\/admin\/revenue\.csv\?months=12$/,
    );
    // The team has not set up payouts: its money is listed as held for it.
    await admin
      .getByRole('region', { name: 'Held for teams without payouts' })
      .getByText(team.teamName, { exact: true })
      .waitFor();
    await screenshots(admin, 'admin-revenue');
  });

  it('lets the coach refund a recent gift once, however often the button is pressed', async () => {
    await coach.goto('/team-dashboard');
    const gifts = coach.getByRole('region', { name: 'Gifts to players' });
    const oneTime = gifts.getByRole('listitem').filter({ hasText: 'One-time' });
    await oneTime.getByRole('button', { name: /^Refund/ }).click();
    const dialog = coach.getByRole('dialog', { name: 'Refund gift' });
    await dialog.getByText(`Refund ${ONE_TIME.charged} to the donor?`, { exact: false }).waitFor();
    // A reason is required.
    await dialog.getByRole('button', { name: `Refund ${ONE_TIME.charged}` }).click();
    await dialog.getByText('Say why the payment is refunded').waitFor();
    await dialog.getByLabel(/^Reason/).fill('The donor gave twice by mistake');
    await screenshots(coach, 'gift-refund-dialog');
    await pressTwice(coach, dialog.getByRole('button', { name: `Refund ${ONE_TIME.charged}` }));
    await toast(coach, 'Refund sent');
    await oneTime.getByText('Refunded', { exact: true }).waitFor();
    expect(await oneTime.getByRole('button', { name: /^Refund/ }).count()).toBe(0);
    // Only the monthly gift's $15 still counts.
    await statCard(coach, 'Total Raised', '$15').waitFor();
    await coach
      .getByRole('region', { name: 'Your money', exact: true })
      .getByText(formatCentsExact(-ONE_TIME_FEES.chargedCents), { exact: true })
      .waitFor();
    await screenshots(coach, 'team-dashboard-gift-refunded');
    const refunds = (await mailbox(coach)).filter(
      (mail) => mail.to === ONE_TIME.donorEmail && mail.kind === 'donation_refund',
    );
    expect(refunds).toHaveLength(1);
  });

  it("sends a link to no player home with 'Player not found or invalid URL'", async () => {
    const teamPath = playerLink.slice(0, playerLink.lastIndexOf('/'));
    // An unknown jersey number on a real team (404), then a path no player can have (400).
    for (const [path, shot] of [
      [`${teamPath}/98`, 'player-not-found'],
      ['/player/not_a_team!/x', undefined],
    ] as const) {
      await donor.goto(path);
      await donor.waitForURL((url) => url.pathname === '/');
      await donor.getByText('Player not found or invalid URL', { exact: true }).first().waitFor();
      if (shot) await screenshots(donor, shot);
    }
  });
});
