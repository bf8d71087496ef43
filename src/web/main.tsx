import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import './styles.css';

// The declarative router rather than a data router: we load data with React Query, and the data router's
// code is about 17 KB gzipped that every first visit would download (docs/decisions/0014).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Providers>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>,
);
