import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  completeTeamProfile,
  mailbox,
  publishAndApprove,
  SAMPLE_PROFILE,
  screenshots,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';
import { pressTwice } from '../support/press-twice';

/*
 * Issue 21, the League Plan (decision 0055): an organiser starts a league and buys the plan in the
 * sandbox, invites an approved team found by name, its coach accepts on the team dashboard, and the
 * league's dashboard shows the team. Every button that changes something is pressed twice.
 */

const browser = withBrowser();
/** A 1×1 PNG: the smallest real picture, for the league's logo. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JOURNEY_MS = 150_000;
const organiser = { email: uniqueEmail('league-organiser'), teamName: uniqueName('Eastside Hornets') };
const coach = { email: uniqueEmail('league-coach'), teamName: uniqueName('Foster Falcons') };
const leagueName = uniqueName('Eastside Youth Soccer');

let owner: Page;
let member: Page;
let admin: Page;

beforeAll(async () => {
  [owner, member, admin] = await Promise.all([
    browser.page(DESKTOP),
    browser.page(PHONE),
    browser.page(DESKTOP),
  ]);
});

const mailsOf = async (page: Page, to: string, kind: string) =>
  (await mailbox(page)).filter((mail) => mail.to === to && mail.kind === kind);

describe('a league', () => {
  it(
    'is started, buys the League Plan, invites a team whose coach accepts, and shows it on its dashboard',
    async () => {
      await signUpTeam(member, coach);
      await completeTeamProfile(member, SAMPLE_PROFILE);
      await publishAndApprove(member, admin, coach);

      await signUpTeam(owner, organiser);
      await owner.getByRole('link', { name: 'League', exact: true }).click();
      await owner.getByRole('heading', { level: 1, name: 'Start a league' }).waitFor();
      await owner.getByLabel('League name').fill(leagueName);
      await pressTwice(owner, owner.getByRole('button', { name: 'Start league' }));
      await owner.getByRole('heading', { level: 1, name: leagueName }).waitFor();
      await screenshots(owner, 'league-no-plan');

      await owner.getByRole('link', { name: 'Choose League Plan' }).click();
      await owner.getByRole('heading', { level: 2, name: 'The League Plan' }).waitFor();
      await pressTwice(owner, owner.getByRole('button', { name: 'Upgrade to League Plan' }));
      await owner.waitForURL('**/sandbox/checkout/*');
      await owner.getByText('$299', { exact: false }).first().waitFor();
      await pressTwice(owner, owner.getByRole('button', { name: 'Pay', exact: true }));
      await owner.waitForURL((url) => url.pathname === '/billing');
      await toast(owner, 'Payment received');
      const plan = owner.getByRole('region', { name: 'Current plan' });
      await plan.getByRole('heading', { name: 'League Plan' }).waitFor();
      await plan.getByText(/^Renews on .* for \$299\./).waitFor();

      await owner.goto('/league');
      await owner.getByRole('heading', { level: 2, name: 'Across the league' }).waitFor();
      await owner.getByRole('heading', { name: 'No teams yet' }).waitFor();
      await owner.getByLabel('Find a team on Homefield').fill(coach.teamName);
      const found = owner.getByRole('listitem').filter({ hasText: coach.teamName });
      await pressTwice(owner, found.getByRole('button', { name: 'Invite' }));
      await toast(owner, `${coach.teamName} is invited`);
      await found.getByText('Invited', { exact: true }).waitFor();
      await owner.getByText(/^Invited .*, waiting for the coach$/).waitFor();
      expect(await mailsOf(owner, coach.email, 'league_invite')).toHaveLength(1);

      await member.goto('/team-dashboard');
      const invitation = member.getByRole('region', { name: 'League' });
      await invitation.getByRole('heading', { name: `${leagueName} invites your team to join` }).waitFor();
      await screenshots(member, 'league-invitation');
      await pressTwice(member, invitation.getByRole('button', { name: 'Accept' }));
      await toast(member, `Your team joined ${leagueName}`);
      await invitation.getByText(`Your team is part of`, { exact: false }).waitFor();
      expect(await mailsOf(member, organiser.email, 'league_answered')).toHaveLength(1);
      // The league's plan covers the team now.
      await member.goto('/billing');
      await member.getByText('Through your league', { exact: true }).waitFor();

      await owner.reload();
      const table = owner.getByRole('table');
      await table.getByRole('rowheader', { name: new RegExp(coach.teamName) }).waitFor();
      await table.getByRole('rowheader', { name: 'League total' }).waitFor();
      await owner
        .getByRole('heading', { name: 'Teams in the league' })
        .locator('..')
        .getByText(coach.teamName)
        .waitFor();
      await screenshots(owner, 'league-dashboard');
      // A coach who is not on Homefield yet is invited by address, once however often pressed.
      const newCoach = uniqueEmail('league-new-coach');
      await owner.getByLabel('Or invite a coach by email').fill(newCoach);
      await pressTwice(owner, owner.getByRole('button', { name: 'Send invitation' }));
      await toast(owner, 'Invitation sent');
      await owner.getByText(newCoach, { exact: true }).waitFor();
      expect(await mailsOf(owner, newCoach, 'league_invite')).toHaveLength(1);

      await owner.getByRole('button', { name: 'Roster' }).click();
      const roster = owner.getByRole('dialog', { name: `${coach.teamName} roster` });
      await roster.getByText('No players on the roster yet.').waitFor();
      await owner.keyboard.press('Escape');
      await roster.waitFor({ state: 'detached' });

      // Its branding: a colour and a logo on a public page that lists the team.
      await owner.getByLabel('About the league').fill('Neighbourhood soccer since 1987.');
      await owner.getByLabel('Brand colour').fill('#1f6feb');
      await owner
        .getByLabel('Logo')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await pressTwice(owner, owner.getByRole('button', { name: 'Save league page' }));
      await toast(owner, 'League page saved');
      await owner.getByRole('link', { name: 'View league page' }).click();
      await owner.getByRole('heading', { level: 1, name: leagueName }).waitFor();
      await owner.getByRole('img', { name: `${leagueName} logo` }).waitFor();
      await owner.getByText('Neighbourhood soccer since 1987.').waitFor();
      await owner.getByRole('link', { name: coach.teamName }).waitFor();
      await screenshots(owner, 'league-public-page');
    },
    JOURNEY_MS,
  );
});
