import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../tests/support/component';
import { SpendingSummary } from './SpendingSummary';

/* The spending card on the team and player pages (issue 20): raised against spent, and each category. */

describe('SpendingSummary', () => {
  it('names each category and scales its bar to what was raised', () => {
    renderScreen(
      <SpendingSummary
        spending={{
          raisedCents: 100_000,
          spentCents: 45_000,
          byCategory: [
            { category: 'travel', cents: 30_000 },
            { category: 'fees', cents: 15_000 },
          ],
        }}
      />,
    );
    expect(screen.getByText('$1,000')).toBeTruthy();
    expect(screen.getByText('$450')).toBeTruthy();
    expect(screen.getByText('Travel')).toBeTruthy();
    expect(screen.getByText('League and tournament fees')).toBeTruthy();
    const travel = screen.getByRole('progressbar', { name: 'Spent on travel' });
    expect(travel.getAttribute('aria-valuetext')).toBe('$300 of $1,000 raised');
    expect(screen.getByRole('progressbar', { name: 'Spent on league and tournament fees' })).toBeTruthy();
  });
});
