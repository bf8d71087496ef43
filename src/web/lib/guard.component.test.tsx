import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../tests/support/component';
import { Guard } from './guard';
import { DrawnForSignedIn } from './session';

/*
 * A guarded screen while the browser learns who is signed in. On a page the server drew for any signed-in
 * visitor (shared/ssr.ts, `DrawnFor`), the server has checked the session: the screen shows at once, as it
 * was drawn, and the usual rules apply once the session's answer is in.
 */

const business = { user: { id: 'u1', type: 'business', roles: ['business'], email: 'b@example.com' } };

function guarded(drawnForSignedIn: boolean, allow: 'business'[] = []) {
  return (
    <DrawnForSignedIn.Provider value={drawnForSignedIn}>
      <Routes>
        <Route
          path="/team-details/t1"
          element={
            <Guard allow={allow}>
              <h1>Sellwood Sparrows</h1>
            </Guard>
          }
        />
        <Route path="/auth" element={<h1>Welcome to Homefield</h1>} />
      </Routes>
    </DrawnForSignedIn.Provider>
  );
}

describe('a guarded screen', () => {
  it('drawn for any signed-in visitor, shows at once, and stays for one who is signed in', async () => {
    renderScreen(guarded(true), { 'GET /api/auth/session': business }, { path: '/team-details/t1' });
    expect(screen.getByRole('heading', { name: 'Sellwood Sparrows' })).toBeTruthy();
    expect(screen.queryByText('Checking your session')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('heading', { name: 'Sellwood Sparrows' })).toBeTruthy();
  });

  it('drawn for any signed-in visitor, sends one whose session has ended since to sign in', async () => {
    renderScreen(guarded(true), { 'GET /api/auth/session': { user: null } }, { path: '/team-details/t1' });
    expect(screen.getByRole('heading', { name: 'Sellwood Sparrows' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome to Homefield' })).toBeTruthy();
  });

  it('waits for the session otherwise, and where roles are asked for', async () => {
    for (const [drawnForSignedIn, allow] of [
      [false, []],
      [true, ['business']],
    ] as const) {
      const view = renderScreen(
        guarded(drawnForSignedIn, [...allow]),
        { 'GET /api/auth/session': business },
        { path: '/team-details/t1' },
      );
      expect(screen.getByText('Checking your session')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Sellwood Sparrows' })).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Sellwood Sparrows' })).toBeTruthy();
      view.unmount();
    }
  });
});
