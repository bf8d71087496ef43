import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../tests/support/component';
import type { PublicLeague } from '../../../shared/schemas/leagues';
import { LeagueSponsorSection } from './LeagueSponsorSection';

/* The league page's packages (decision 0059): what each visitor may do with them. */

const league: PublicLeague = {
  slug: 'eastside',
  name: 'Eastside League',
  brandColor: '#1F6FEB',
  logoUrl: null,
  description: null,
  teams: [
    { id: 't1', name: 'Alpha', sport: 'Soccer', ageGroup: 'Under 12', location: 'Portland, OR' },
    { id: 't2', name: 'Bravo', sport: 'Soccer', ageGroup: 'Under 12', location: 'Portland, OR' },
    { id: 't3', name: 'Charlie', sport: 'Soccer', ageGroup: 'Under 12', location: 'Portland, OR' },
  ],
  tiers: [
    { id: 'gold', name: 'Gold', description: null, amount: 100_000, benefits: ['Banner'] },
    { id: 'silver', name: 'Silver', description: null, amount: 30_000, benefits: [] },
  ],
  sponsors: [],
};

const business = { user: { id: 'u1', type: 'business', roles: ['business'], email: 'b@example.com' } };

describe('the league packages', () => {
  it('say how a payment is shared, and ask a visitor to sign in', async () => {
    renderScreen(<LeagueSponsorSection league={league} />, { 'GET /api/auth/session': { user: null } });
    expect(await screen.findByText('About $333.34 to each of 3 teams')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Sign in to sponsor' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Sponsor the league' })).toBeNull();
  });

  it('mark a package the business holds, and stop a business that may not pay, saying why', async () => {
    renderScreen(<LeagueSponsorSection league={league} />, {
      'GET /api/auth/session': business,
      'GET /api/league-pages/eastside/sponsor': {
        refusal: 'Your Free plan holds 3 sponsorships at a time and all 3 are in use.',
        teams: 2,
        yourTierIds: ['gold'],
        platformFeeBps: 1000,
      },
    });
    expect(await screen.findByText('Yours')).toBeTruthy();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your Free plan holds 3 sponsorships at a time and all 3 are in use.',
    );
    // The split follows the teams a payment would go to now.
    expect(screen.getByText('About $150 to each of 2 teams')).toBeTruthy();
    const silver = screen.getByRole('button', { name: 'Sponsor the league' });
    expect(silver).toHaveProperty('disabled', true);
  });

  it('draw nothing for a league with no package and no sponsor', () => {
    const { container } = renderScreen(<LeagueSponsorSection league={{ ...league, tiers: [] }} />, {
      'GET /api/auth/session': { user: null },
    });
    expect(container.textContent).toBe('');
  });
});
