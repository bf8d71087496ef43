import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/* Issue 23, item 4: a screen that throws while it is drawn shows a way out, and the failure is reported. */

function BrokenScreen(): never {
  throw new Error('The roster could not be drawn');
}

afterEach(() => vi.restoreAllMocks());

describe('a screen that throws', () => {
  it('shows a way out instead of a blank page, and reports the error with its reference', async () => {
    // The browser's network, not our code: the report's answer carries the id the server logged it under.
    const network = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204, headers: { 'x-request-id': 'req-7f3a' } }));
    // React logs the error it caught; the test's output need not show it.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    render(
      <RouteErrorBoundary>
        <BrokenScreen />
      </RouteErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(await screen.findByText('Reference for support: req-7f3a')).toBeTruthy();
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      kind: 'render',
      message: 'The roster could not be drawn',
    });
  });

  it('draws the screen itself when nothing throws', () => {
    render(
      <RouteErrorBoundary>
        <h1>Roster</h1>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Roster' })).toBeTruthy();
  });
});
