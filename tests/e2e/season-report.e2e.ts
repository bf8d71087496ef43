import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, uniqueEmail, withBrowser } from '../support/browser';
import { screenshots, signUpTeam, uniqueName } from '../support/e2e-flows';

const browser = withBrowser();
const team = { email: uniqueEmail('season-coach'), teamName: uniqueName('Eastside Comets') };

let coach: Page;
let teamId = '';

beforeAll(async () => {
  coach = await browser.page(DESKTOP);
});

/** A sponsor the team records by hand, through the app's own API from the signed-in page. */
async function addManualSponsor(companyName: string, amountSponsored: number) {
  const status = await coach.evaluate(
    async ({ teamId, companyName, amountSponsored }) => {
      const response = await fetch(`/api/teams/${teamId}/manual-sponsors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          companyName,
          companyAddress: '410 SE Main St, Portland, OR 97214',
          companyType: 'Restaurant',
          contactName: 'Rosa Diaz',
          contactEmail: 'rosa@example.com',
          amountSponsored,
          sponsorshipGoals: ['Feed the team after tournaments'],
        }),
      });
      return response.status;
    },
    { teamId, companyName, amountSponsored },
  );
  expect(status).toBe(201);
}

describe('the season report', () => {
  it('shows an empty state on the dashboard until money comes in', async () => {
    await signUpTeam(coach, team);
    teamId = await coach.evaluate(async () => {
      const response = await fetch('/api/teams/mine');
      return ((await response.json()) as { team: { id: string } }).team.id;
    });
    expect(teamId).toMatch(/^[0-9a-f-]{36}$/);
    const section = coach.getByRole('region', { name: 'Season at a glance' });
    await section.getByRole('heading', { name: 'Nothing raised this season yet' }).waitFor();
    await expect(
      section.getByRole('link', { name: 'Set up sponsorship tiers' }).getAttribute('href'),
    ).resolves.toBe('/team-sponsorship-manager');
    await screenshots(coach, 'season-charts-empty');
  });

  it('draws the charts with their figures once sponsors are recorded', async () => {
    await addManualSponsor('Bridge City Bakery', 25_000);
    await addManualSponsor('=Sneaky Formula Co', 12_550);
    await coach.reload();
    const section = coach.getByRole('region', { name: 'Season at a glance' });
    await section.getByText('All time', { exact: true }).waitFor();
    await expect(section.getByText('$375.50 raised').count()).resolves.toBe(1);
    for (const title of ['Raised over time', 'Raised by tier', 'Raised by player']) {
      await expect(section.getByRole('figure', { name: title }).count()).resolves.toBe(1);
    }
    // The figures are in each chart's hidden table, for screen readers.
    const byTier = section.getByRole('figure', { name: 'Raised by tier' });
    await expect(byTier.getByRole('row', { name: 'Added by hand 2 $375.50' }).count()).resolves.toBe(1);
    const byPlayer = section.getByRole('figure', { name: 'Raised by player' });
    await expect(
      byPlayer.getByRole('row', { name: 'Not credited to a player $0 $375.50 $375.50' }).count(),
    ).resolves.toBe(1);
    await expect(section.locator('svg').count()).resolves.toBe(3);
    await screenshots(coach, 'season-charts');
  });

  it('downloads the CSV from the sponsorship manager, formulas neutralised', async () => {
    await coach.goto('/team-sponsorship-manager');
    await coach.getByRole('heading', { name: 'Season report' }).waitFor();
    await coach.getByText('$375.50 raised from 2 sponsors and 0 donations').waitFor();
    await screenshots(coach, 'season-report-card');
    const [download] = await Promise.all([
      coach.waitForEvent('download'),
      coach.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Homefield-season-report-all-time.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('"Section","Date","Name","Tier","Player","Amount (USD)"');
    expect(lines.filter((line) => line.startsWith('"Sponsor (added by hand)"'))).toHaveLength(2);
    expect(csv).toContain('"Bridge City Bakery","Added by hand","","250.00"');
    expect(csv).toContain(`"'=Sneaky Formula Co"`);
    expect(lines).toContain('"Total raised","","All time","","","375.50"');

    const [pdf] = await Promise.all([
      coach.waitForEvent('download'),
      coach.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('Homefield-season-report-all-time.pdf');
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
