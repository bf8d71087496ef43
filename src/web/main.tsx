import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { DRAWN_ATTRIBUTE, DRAWN_FOR_SIGNED_IN, SSR_STATE_ID } from '../shared/ssr';
import { adoptDrawnState, createQueryClient } from './lib/query-client';
import { installErrorReporting } from './lib/report-error';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import './styles.css';

installErrorReporting();
const client = createQueryClient();
const root = document.getElementById('root')!;
const drawnForSignedIn = root.getAttribute(DRAWN_ATTRIBUTE) === DRAWN_FOR_SIGNED_IN;
// The declarative router rather than a data router: we load data with React Query, and the data router's
// code is about 17 KB gzipped that every first visit would download (docs/decisions/0014).
const app = (
  <StrictMode>
    <BrowserRouter>
      <Providers client={client} drawnForSignedIn={drawnForSignedIn}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

// A page the server drew (src/server/http/ssr.ts) brings the answers it was drawn from: hydrate it as it is.
// In a transition, React hydrates in slices of a few milliseconds, so a slow phone's main thread is never
// blocked for long (it is already showing the page).
const state = document.getElementById(SSR_STATE_ID)?.textContent;
if (state) {
  adoptDrawnState(client, JSON.parse(state));
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
