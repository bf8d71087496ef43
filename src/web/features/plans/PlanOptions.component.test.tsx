import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../tests/support/component';
import type { PlanView } from '../../../shared/schemas/plans';
import { CurrentPlan } from './CurrentPlan';
import { PlanOptions } from './PlanOptions';

/* The billing page's plan cards and current plan: what each state offers (decisions 0047, 0055, 0056). */

const business = { kind: 'business' as const, id: 'b1', name: 'Okafor Pizza' };

function view(
  overrides: Partial<PlanView> = {},
  subscription: Partial<NonNullable<PlanView['subscription']>> = {},
): PlanView {
  return {
    account: business,
    plan: 'featured_sponsor',
    subscription: {
      id: 's1',
      plan: 'featured_sponsor',
      status: 'active',
      paidUntil: '2026-12-27T15:00:00.000Z',
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      graceUntil: null,
      ...subscription,
    },
    openCheckoutUrl: null,
    sponsors: { held: 0, limit: null },
    invoices: [],
    ...overrides,
  };
}

describe('the plan cards', () => {
  it('offer Free a checkout for each paid plan', () => {
    renderScreen(<PlanOptions view={view({ plan: 'business_free', subscription: null })} highlight={null} />);
    expect(screen.getByRole('button', { name: 'Upgrade to Featured Sponsor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Community Partner' })).toBeTruthy();
  });

  it('offer a paid plan a prorated switch up, and say a switch down waits for the renewal', () => {
    renderScreen(<PlanOptions view={view()} highlight={null} />);
    expect(screen.getByRole('button', { name: 'Switch to Community Partner' })).toBeTruthy();
    expect(screen.getByText('The rest of this period is charged now, prorated.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Upgrade to / })).toBeNull();
  });

  it('send the switch once and show the plan the server answers', async () => {
    const { sent } = renderScreen(<PlanOptions view={view()} highlight={null} />, {
      'POST /api/businesses/mine/plan/change': view(
        { plan: 'community_partner' },
        { plan: 'community_partner' },
      ),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Community Partner' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      path: '/api/businesses/mine/plan/change',
      body: { plan: 'community_partner' },
    });
  });

  it('show a switch down that waits instead of offering it again', () => {
    renderScreen(
      <PlanOptions
        view={view(
          { plan: 'community_partner' },
          { plan: 'community_partner', pendingPlan: 'featured_sponsor' },
        )}
        highlight={null}
      />,
    );
    expect(screen.getByText('Starts with your next renewal.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch to Featured Sponsor' })).toBeNull();
  });
});

describe('the current plan', () => {
  it('says when a switch down happens and offers to keep the plan', () => {
    renderScreen(
      <CurrentPlan
        view={view(
          { plan: 'community_partner' },
          { plan: 'community_partner', pendingPlan: 'featured_sponsor' },
        )}
      />,
    );
    expect(screen.getByText(/^Moves to Featured Sponsor on Dec 27, 2026, at \$49 per month\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Keep Community Partner' })).toBeTruthy();
  });

  it("says a team in a league is covered by the league's plan, with nothing to pay", () => {
    renderScreen(
      <CurrentPlan
        view={view({
          account: { kind: 'team', id: 't1', name: 'Comets' },
          plan: 'league',
          subscription: null,
        })}
      />,
    );
    expect(screen.getByText('Through your league')).toBeTruthy();
    expect(screen.getByText(/covers your team: unlimited sponsors/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
  });
});
