import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../tests/support/component';
import type { LeagueDashboard } from '../../../shared/schemas/leagues';
import { LeagueFigures } from './LeagueFigures';

/* The league dashboard's figures (decision 0055): empty, current, a past year, and the downloads. */

const row = (teamId: string, teamName: string, raisedCents: number) => ({
  teamId,
  teamName,
  seasonLabel: 'Sep 1, 2026 – Feb 28, 2027',
  raisedCents,
  sponsorshipsCents: raisedCents,
  donationsCents: 0,
  manualSponsorsCents: 0,
  sponsors: 1,
  players: 10,
  benefitsDelivered: 1,
  benefitsOwed: 2,
});

const current: LeagueDashboard = {
  season: 'current',
  pastSeasons: [2025],
  teams: [row('a', 'Alpha FC', 40_000), row('b', 'Bravo United', 5_000)],
  total: { ...row('', '', 45_000), sponsors: 2, players: 20, benefitsDelivered: 2, benefitsOwed: 4 },
};

describe('the league figures', () => {
  it('say there are no teams yet, with where they come from', async () => {
    renderScreen(<LeagueFigures />, {
      'GET /api/leagues/mine/dashboard?season=current': { ...current, pastSeasons: [], teams: [] },
    });
    expect(await screen.findByText('No teams yet')).toBeTruthy();
  });

  it("show each team and the league's total, and download the season shown", async () => {
    renderScreen(<LeagueFigures />, { 'GET /api/leagues/mine/dashboard?season=current': current });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Alpha FC/ })).toBeTruthy();
    const total = within(table).getByRole('rowheader', { name: 'League total' }).closest('tr')!;
    expect(total.textContent).toContain('$450');
    expect(total.textContent).toContain('2 of 4');
    const pdf = screen.getByRole('link', { name: 'Download the league report as a PDF' });
    expect(pdf.getAttribute('href')).toBe('/api/leagues/mine/report.pdf?season=current');
  });

  it('ask for a past year chosen in the picker, and keep the picker while it loads', async () => {
    const { sent } = renderScreen(<LeagueFigures />, {
      'GET /api/leagues/mine/dashboard?season=current': current,
      'GET /api/leagues/mine/dashboard?season=2025': {
        ...current,
        season: 2025,
        teams: [row('a', 'Alpha FC', 1_000)],
      },
    });
    const picker = await screen.findByLabelText('Season');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Seasons ended in 2025' })).toBeTruthy());
    await userEvent.selectOptions(picker, '2025');
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/leagues/mine/dashboard?season=2025'));
    expect(screen.getByRole('option', { name: 'Seasons ended in 2025' })).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download the league report as a spreadsheet' });
    expect(csv.getAttribute('href')).toBe('/api/leagues/mine/report.csv?season=2025');
  });
});
