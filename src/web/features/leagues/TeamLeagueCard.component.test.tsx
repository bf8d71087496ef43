import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../tests/support/component';
import type { TeamLeagueView } from '../../../shared/schemas/leagues';
import { TeamLeagueCard } from './TeamLeagueCard';

/* The coach's side of a league on the team dashboard (decision 0055). */

const league = { id: 'l1', slug: 'eastside', name: 'Eastside League', brandColor: '#1F6FEB' };
const invited: TeamLeagueView = {
  league: null,
  invites: [{ id: 'i1', league, invitedAt: '2026-11-20T10:00:00Z' }],
};
const member: TeamLeagueView = { league, invites: [] };

describe('the league card', () => {
  it('draws nothing for a team with no league and no invitation', async () => {
    const { container, client } = renderScreen(<TeamLeagueCard teamId="t1" />, {
      'GET /api/teams/t1/league': { league: null, invites: [] },
    });
    // Loaded, not loading: the card draws nothing in both, so the answer must be in first.
    await waitFor(() => expect(client.getQueryState(['teams', 't1', 'league'])?.status).toBe('success'));
    expect(container.textContent).toBe('');
  });

  it('accepts an invitation at its own address and then shows the league', async () => {
    const { sent } = renderScreen(<TeamLeagueCard teamId="t1" />, {
      'GET /api/teams/t1/league': invited,
      'POST /api/teams/t1/league-invites/i1/accept': member,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Eastside League', { selector: 'strong' })).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
      '/api/teams/t1/league-invites/i1/accept',
    ]);
  });

  it('asks before leaving the league', async () => {
    const { sent } = renderScreen(<TeamLeagueCard teamId="t1" />, {
      'GET /api/teams/t1/league': member,
      'POST /api/teams/t1/league/leave': { league: null, invites: [] },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave league' }));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Leave Eastside League?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave league' }));
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
        '/api/teams/t1/league/leave',
      ]),
    );
  });
});
