import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAYER_GOAL_INVALID } from '../../src/shared/schemas/roster';
import { DESKTOP, PHONE, screenshot, uniqueEmail, withBrowser } from '../support/browser';
import {
  addPlayer,
  completeTeamProfile,
  mailbox,
  publishAndApprove,
  SAMPLE_PROFILE,
  screenshots,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';

/*
 * Issue 7, the team manager's side of the player links: a goal per player (the team's goal split by
 * default), which contacts have given and the composer's 'not given yet' selection, the leaderboard and
 * its public switch, hiding a page (its link then finds nothing) and a parent's photo consent.
 */

const browser = withBrowser();

/** A paid one-time gift to a player, made as an anonymous visitor through the donation API and the sandbox. */
async function giveAsVisitor(
  playerId: string,
  donorEmail: string,
  amount: number,
  isRecurring = false,
): Promise<void> {
  const visitor = await browser.page(DESKTOP);
  const started = await visitor.request.post('/api/donations/checkout', {
    data: { playerId, amount, isRecurring, donorName: 'Grandma Chen', donorEmail, showName: true },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { url } = (await started.json()) as { url: string };
  const paid = await visitor.request.post(`/api/payments/sandbox/sessions/${url.split('/').pop()}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  await visitor.close();
}

/** The roster's row (table on a desktop) of a player. */
const rosterRow = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'Roster' }).getByRole('row', { name: new RegExp(name) });

describe('a team manager runs the player links', () => {
  it('sets goals, sees who gave, ranks players, shares the leaderboard and hides a page', async () => {
    const page = await browser.page(DESKTOP);
    const account = { email: uniqueEmail('player-admin'), teamName: uniqueName('Goal Getters') };
    await signUpTeam(page, account);
    // Only an approved team takes gifts (issue 18, hole 7): the coach publishes, an admin approves.
    await completeTeamProfile(page, SAMPLE_PROFILE);
    await publishAndApprove(page, await browser.page(DESKTOP), account);

    // The team's season goal, on the profile: split across the roster by default.
    await page.goto('/team-profile');
    await page.getByLabel('Season fundraising goal ($)').fill('1000');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Team profile updated successfully');

    await page.goto('/team-dashboard');
    const board = page.getByRole('region', { name: 'Player leaderboard' });
    await board.getByText('The leaderboard is empty').waitFor();
    await addPlayer(page, 'Ava Chen', '3');
    await addPlayer(page, 'Ben Ortiz', '8');
    await rosterRow(page, 'Ava Chen').getByText('Default: $500').waitFor();
    await rosterRow(page, 'Ben Ortiz').getByText('Default: $500').waitFor();

    // Ava's own goal; a negative one is refused under the field.
    await page.getByRole('button', { name: 'Edit Ava Chen' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit player' });
    await edit.getByLabel('Fundraising goal').fill('-5');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.getByText(PLAYER_GOAL_INVALID).first().waitFor();
    await edit.getByLabel('Fundraising goal').fill('250');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Player updated successfully');
    await edit.waitFor({ state: 'detached' });
    await rosterRow(page, 'Ava Chen').getByText('Goal: $250').waitFor();
    await rosterRow(page, 'Ben Ortiz').getByText('Default: $500').waitFor();

    // Grandma gives $25 to Ava (her email written in another case); the uncle has not given.
    const { team } = (await (await page.request.get('/api/teams/mine')).json()) as { team: { id: string } };
    const roster = (await (await page.request.get(`/api/teams/${team.id}/players`)).json()) as {
      players: { id: string; playerName: string; urlSlug: string }[];
    };
    const ava = roster.players.find((p) => p.playerName === 'Ava Chen')!;
    const ben = roster.players.find((p) => p.playerName === 'Ben Ortiz')!;
    const grandma = uniqueEmail('grandma');
    await giveAsVisitor(ava.id, grandma.toUpperCase(), 2_500);

    await rosterRow(page, 'Ava Chen').getByRole('button', { name: 'Contacts' }).click();
    const contacts = page.getByRole('dialog', { name: "Ava Chen's contacts" });
    for (const [name, email] of [
      ['Grandma Chen', grandma],
      ['Uncle Bo', uniqueEmail('uncle')],
    ]) {
      await contacts.getByLabel('Name').fill(name!);
      await contacts.getByLabel('Email').fill(email!);
      await contacts.getByRole('button', { name: 'Add contact' }).click();
      // The toast comes with the form's reset: typing the next contact before it would be wiped.
      await toast(page, 'Contact added successfully');
      await contacts.getByRole('listitem').filter({ hasText: name! }).waitFor();
    }
    const contactItem = (name: string) => contacts.getByRole('listitem').filter({ hasText: name });
    await contactItem('Grandma Chen').getByText('Has given').waitFor();
    expect(await contactItem('Uncle Bo').getByText('Has given').count()).toBe(0);
    await screenshots(page, 'player-admin-contacts');
    // On a phone the dialog scrolls: the list, badges and all.
    await page.setViewportSize(PHONE);
    await contactItem('Grandma Chen').scrollIntoViewIfNeeded();
    await screenshot(page, 'player-admin-contacts-list-390');
    await page.setViewportSize(DESKTOP);

    // The composer picks the contacts who have not given yet.
    await contacts.getByRole('button', { name: 'Send fundraising email' }).click();
    const composer = page.getByRole('dialog', { name: 'Send fundraising email' });
    await composer.getByText('2 of 2 selected').waitFor();
    await composer.getByRole('button', { name: 'Contacts who have not given yet' }).click();
    await composer.getByText('1 of 2 selected').waitFor();
    expect(await composer.getByRole('checkbox', { name: /Uncle Bo/ }).isChecked()).toBe(true);
    expect(await composer.getByRole('checkbox', { name: /Grandma Chen/ }).isChecked()).toBe(false);
    await composer.getByRole('button', { name: 'Cancel' }).click();
    await composer.waitFor({ state: 'detached' });

    // The leaderboard: Ava first with her $25 and one supporter, full names; then share it publicly.
    await page.reload();
    const ranked = board.getByRole('list', { name: 'Players by amount raised' }).getByRole('listitem');
    await ranked.first().getByText('$25').waitFor();
    expect(await ranked.allInnerTexts()).toEqual([
      expect.stringMatching(/Ava Chen[\s\S]*1 supporter · 0 sponsors brought[\s\S]*\$25/),
      expect.stringMatching(/Ben Ortiz[\s\S]*0 supporters[\s\S]*\$0/),
    ]);
    const share = board.getByRole('switch', { name: 'Show the leaderboard on player pages' });
    expect(await share.getAttribute('aria-checked')).toBe('false');
    await share.click();
    await toast(page, 'Leaderboard shown on player pages');
    expect(await share.getAttribute('aria-checked')).toBe('true');
    const saved = await page.request.get(`/api/teams/${team.id}/leaderboard`);
    expect(((await saved.json()) as { leaderboardPublic: boolean }).leaderboardPublic).toBe(true);
    await page.reload();
    await board.getByRole('list', { name: 'Players by amount raised' }).waitFor();
    expect(await share.getAttribute('aria-checked')).toBe('true');
    await screenshots(page, 'player-admin-leaderboard');

    // A parent's photo consent is recorded and stays.
    const consent = rosterRow(page, 'Ava Chen').getByRole('checkbox', {
      name: /Parent consented to a photo/,
    });
    await consent.check();
    await toast(page, 'Photo consent recorded');
    await page.reload();
    await rosterRow(page, 'Ava Chen').waitFor();
    expect(await consent.isChecked()).toBe(true);

    // Ben's parent asks to hide his page: at once, his link finds nothing.
    await rosterRow(page, 'Ben Ortiz').getByRole('button', { name: 'Hide page of Ben Ortiz' }).click();
    await toast(page, "Ben Ortiz's page is hidden");
    await rosterRow(page, 'Ben Ortiz').getByText('Page hidden').waitFor();
    await screenshots(page, 'player-admin-roster');
    const visitor = await browser.page(DESKTOP);
    await visitor.goto(`/player/${ben.urlSlug}`);
    await visitor.getByText('Player not found or invalid URL').first().waitFor();

    // Shown again, the page is back.
    await rosterRow(page, 'Ben Ortiz').getByRole('button', { name: 'Show page of Ben Ortiz' }).click();
    await toast(page, "Ben Ortiz's page is visible again");
    // The unknown page sends the visitor on (to the home page), so the link is opened again.
    await visitor.goto(`/player/${ben.urlSlug}`);
    await visitor.getByText(/Ben O/).first().waitFor();
    expect(await visitor.getByText('Player not found or invalid URL').count()).toBe(0);

    // Removing a player with a monthly gift says first that it will stop, and the donor is told.
    const uncle = uniqueEmail('monthly-uncle');
    await giveAsVisitor(ben.id, uncle, 1_500, true);
    await page.reload();
    await rosterRow(page, 'Ben Ortiz').getByRole('button', { name: 'Remove Ben Ortiz' }).click();
    const removing = page.getByRole('dialog', { name: 'Remove Ben Ortiz?' });
    await removing
      .getByText('1 monthly gift to them will stop, and each donor is told by email.', { exact: false })
      .waitFor();
    await screenshots(page, 'player-admin-remove-monthly');
    await removing.getByRole('button', { name: 'Remove player' }).click();
    await toast(page, 'Player removed from roster');
    await expect
      .poll(async () => (await mailbox(page)).filter((m) => m.to === uncle && m.kind === 'donation_stopped'))
      .toHaveLength(1);

    // Ava's mother asks from her page to take it down; the coach answers from the dashboard.
    const mother = uniqueEmail('ava-mother');
    await visitor.goto(`/player/${ava.urlSlug}`);
    await visitor.getByRole('button', { name: 'Parent or guardian? Ask to take this page down' }).click();
    const asking = visitor.getByRole('dialog', { name: "Ask about Ava C.'s page" });
    await asking.getByLabel(/^Your name/).fill('Lin Chen');
    await asking.getByLabel(/^Your email/).fill(mother);
    await screenshots(visitor, 'family-request-form');
    await asking.getByRole('button', { name: 'Send request' }).click();
    await visitor.getByRole('dialog', { name: 'Request sent' }).waitFor();
    await page.reload();
    const requests = page.getByRole('region', { name: 'Requests from families' });
    await requests.getByText("Ava C.: Take my child's page down").waitFor();
    await screenshots(page, 'family-request-dashboard');
    await requests.getByRole('button', { name: 'Hide page' }).click();
    await toast(page, 'Page hidden; the family has been told');
    await requests.waitFor({ state: 'detached' });
    await rosterRow(page, 'Ava Chen').getByText('Page hidden').waitFor();
    await expect
      .poll(async () =>
        (await mailbox(page))
          .filter((m) => m.to === mother)
          .map((m) => m.kind)
          .sort(),
      )
      .toEqual(['family_request_answered', 'family_request_received']);
  }, 180_000);
});
