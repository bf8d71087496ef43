import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFTS_CLOSED_TITLE } from '../../src/shared/schemas/money-parties';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  addPlayer,
  completeTeamProfile,
  publishAndApprove,
  SAMPLE_PROFILE,
  screenshots,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';

/*
 * The player's personal link, public side (issue 7, section 1; docs/decisions/0015-player-pages.md): the
 * page names the player by first name and last initial only, a gift moves the progress bar and lists an
 * opted-in supporter, the share button copies the link, and the coach's QR code decodes to the page.
 */

const browser = withBrowser();

const team = { email: uniqueEmail('comets-coach'), teamName: uniqueName('Northside Comets') };
const PLAYER = { name: 'Ava Chen', shown: 'Ava C.', jersey: '9' };
/** The player's own goal: $50; the gift is half of it. */
const GOAL_CENTS = 5000;
const TEAMMATE = { name: 'Ben Okafor', shown: 'Ben O.', jersey: '4' };
const SPONSOR = uniqueName('Elm Street Tacos');
const DONOR = { name: 'Grace Lee', shown: 'Grace L.', email: uniqueEmail('grace') };

let coach: Page;
let donor: Page;
/** '/player/{teamSlug}/{playerNumber}', as the roster shows it. */
let playerLink = '';
let teamId = '';
let playerId = '';

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
  // Families open the link from a text message.
  donor = await browser.page(PHONE);
});

const progressBar = (page: Page) =>
  page.getByRole('progressbar', { name: `${PLAYER.shown}'s fundraising goal` });

async function openPlayerPage(page: Page) {
  await page.goto(playerLink);
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`^${PLAYER.shown}\\s*, jersey #${PLAYER.jersey}$`) })
    .waitFor();
}

/** Nothing on the page (text, title, attributes) carries the player's last name. */
async function expectNoLastName(page: Page) {
  const html = await page.content();
  expect(html).not.toContain('Chen');
  expect(await page.title()).toBe(`Support ${PLAYER.shown} · Homefield`);
}

describe("a player's personal page", () => {
  it('is set up by the coach: a player with a goal of their own', async () => {
    await signUpTeam(coach, team);
    await addPlayer(coach, PLAYER.name, PLAYER.jersey);
    const row = coach
      .getByRole('region', { name: 'Roster' })
      .getByRole('row', { name: new RegExp(PLAYER.name) });
    playerLink = (await row.getByRole('link', { name: /^\/player\// }).textContent()) ?? '';
    expect(playerLink).toMatch(new RegExp(`^/player/[a-z0-9-]+/${PLAYER.jersey}$`));

    const lookup = await coach.request.get(`/api${playerLink.replace('/player/', '/players/')}`);
    expect(lookup.status()).toBe(200);
    ({ teamId, playerId } = (await lookup.json()).player);
    const goal = await coach.request.patch(`/api/teams/${teamId}/players/${playerId}`, {
      data: { fundraisingGoalCents: GOAL_CENTS },
    });
    expect(goal.status(), await goal.text()).toBe(200);

    // Not listed yet: the page takes no gift and says why. An admin approves the team, then it does.
    await openPlayerPage(donor);
    await donor.getByRole('heading', { name: GIFTS_CLOSED_TITLE }).waitFor();
    expect(await donor.getByLabel('Or enter another amount').count()).toBe(0);
    await completeTeamProfile(coach, SAMPLE_PROFILE);
    await publishAndApprove(coach, await browser.page(DESKTOP), team);
  });

  it('shows only the first name and last initial, the goal at 0%, noindex, and the way to sponsor', async () => {
    await openPlayerPage(donor);
    await expectNoLastName(donor);
    expect(await donor.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const html = await donor.request.get(playerLink);
    expect(html.headers()['x-robots-tag']).toBe('noindex');

    await donor.getByText('raised this season of $50 goal', { exact: false }).waitFor();
    expect(await progressBar(donor).getAttribute('aria-valuenow')).toBe('0');
    await donor.getByText(`No supporters yet. Be the first to back ${PLAYER.shown}!`).waitFor();
    expect(await donor.getByRole('link', { name: 'Sponsor the team' }).getAttribute('href')).toBe(
      `/sponsor-team/${teamId}?player=${playerId}`,
    );
    await screenshots(donor, 'player-page-before-gift');
  });

  it('moves the progress bar after a gift and lists the donor who chose to be shown', async () => {
    await donor.getByLabel('Or enter another amount').fill('25');
    await donor.getByLabel('Your name').fill(DONOR.name);
    await donor.getByLabel(/^Email/).fill(DONOR.email);
    const optIn = donor.getByRole('checkbox', { name: /Show my name/ });
    expect(await optIn.isChecked()).toBe(false);
    await donor.locator('label', { has: optIn }).click();
    expect(await optIn.isChecked()).toBe(true);
    await donor.getByRole('button', { name: 'Donate $25.00' }).click();
    await donor.waitForURL('**/sandbox/checkout/*');
    await donor.getByText(`Donation to ${PLAYER.shown}`, { exact: false }).first().waitFor();
    expect(await donor.content()).not.toContain('Chen');
    await donor.getByRole('button', { name: 'Pay', exact: true }).click();
    await donor.waitForURL('**/player-donation-success?*');
    await donor.getByRole('heading', { name: 'Donation Successful!' }).waitFor();
    await donor.getByText(`Thank you for supporting ${PLAYER.shown} and`, { exact: false }).waitFor();
    expect(await donor.content()).not.toContain('Chen');
    await screenshots(donor, 'player-page-donation-success');

    await donor.getByRole('link', { name: `Back to ${PLAYER.shown}'s page` }).click();
    await donor.getByText('50% of the goal').waitFor();
    expect(await progressBar(donor).getAttribute('aria-valuenow')).toBe('2500');
    expect(await progressBar(donor).getAttribute('aria-valuetext')).toBe('$25 of $50');
    await donor.getByText('1 supporter', { exact: true }).waitFor();
    const supporters = donor.getByRole('region', { name: 'Recent supporters' });
    await supporters.getByText(DONOR.shown, { exact: true }).waitFor();
    expect(await supporters.innerText()).not.toContain(DONOR.name);
    expect(await supporters.innerText()).not.toContain('$25');
    await expectNoLastName(donor);
    await screenshots(donor, 'player-page-after-gift');
  });

  it("lists the team's sponsors, and its leaderboard once the coach makes it public", async () => {
    await addPlayer(coach, TEAMMATE.name, TEAMMATE.jersey);
    const sponsor = await coach.request.post(`/api/teams/${teamId}/manual-sponsors`, {
      data: {
        companyName: SPONSOR,
        companyAddress: '12 Elm St, Portland, OR',
        companyType: 'Restaurant',
        contactName: 'Mo Diaz',
        contactEmail: 'mo@example.com',
        amountSponsored: 30_000,
        sponsorshipGoals: ['Community visibility'],
      },
    });
    expect(sponsor.status(), await sponsor.text()).toBe(201);
    await openPlayerPage(donor);
    const sponsors = donor.getByRole('region', { name: `${team.teamName}'s sponsors` });
    await sponsors.getByText(SPONSOR, { exact: true }).waitFor();
    expect(await donor.getByRole('region', { name: 'Team leaderboard' }).count()).toBe(0);

    const shown = await coach.request.patch(`/api/teams/${teamId}/leaderboard`, {
      data: { leaderboardPublic: true },
    });
    expect(shown.status(), await shown.text()).toBe(200);
    await openPlayerPage(donor);
    const board = donor.getByRole('region', { name: 'Team leaderboard' });
    await board.waitFor();
    const rows = await board.getByRole('listitem').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
      `1 ${PLAYER.shown} $25`,
      `2 ${TEAMMATE.shown} $0`,
    ]);
    expect(await board.getByRole('link', { name: TEAMMATE.shown }).getAttribute('href')).toMatch(
      new RegExp(`/${TEAMMATE.jersey}$`),
    );
    await expectNoLastName(donor);
    expect(await donor.content()).not.toContain('Okafor');
    await screenshots(donor, 'player-page-sponsors-leaderboard');
  });

  it('copies the link where the device has no share sheet', async () => {
    const page = await browser.page(DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPlayerPage(page);
    await page.getByRole('button', { name: 'Share this page' }).click();
    await toast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(playerLink, page.url()).href,
    );
  });

  it("gives the coach a QR code that decodes to the player's link, and strangers nothing", async () => {
    const qrPath = `/api/teams/${teamId}/players/${playerId}/qr.png`;
    const png = await coach.request.get(qrPath);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const image = PNG.sync.read(await png.body());
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
    expect(decoded).toBe(new URL(playerLink, coach.url()).href);

    expect((await donor.request.get(qrPath)).status()).toBe(401);
    const flyer = await coach.request.get(`/api/teams/${teamId}/players/${playerId}/flyer.pdf`);
    expect(flyer.status()).toBe(200);
    expect((await flyer.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The team's own roster keeps the full name.
    await coach.goto('/team-dashboard');
    await coach
      .getByRole('region', { name: 'Roster' })
      .getByRole('row', { name: new RegExp(PLAYER.name) })
      .waitFor();
  });
});
