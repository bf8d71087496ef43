import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { DrawnForSignedIn } from './lib/session';

// The toaster is not needed to paint, so it stays out of the entry chunk, and the landing page (which
// shows no toast) does not load it until the visitor first touches or types: toasts answer user actions.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/**
 * True from the first screen other than the landing page, or the first touch or key press; then for good.
 * Never while the server renders: it starts false on both sides so the page hydrates as it was drawn.
 */
function useToasterWanted(): boolean {
  const onLanding = useLocation().pathname === '/';
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (!onLanding) return setWanted(true);
    const wake = () => setWanted(true);
    const options = { once: true, passive: true, capture: true };
    window.addEventListener('pointerdown', wake, options);
    window.addEventListener('keydown', wake, options);
    return () => {
      window.removeEventListener('pointerdown', wake, options);
      window.removeEventListener('keydown', wake, options);
    };
  }, [onLanding, wanted]);
  return wanted;
}

interface ProvidersProps {
  client: QueryClient;
  /** The page was drawn for any signed-in visitor (lib/session.ts, `DrawnForSignedIn`). */
  drawnForSignedIn?: boolean;
  children: ReactNode;
}

export function Providers({ client, drawnForSignedIn = false, children }: ProvidersProps) {
  const toaster = useToasterWanted();
  return (
    <QueryClientProvider client={client}>
      <DrawnForSignedIn.Provider value={drawnForSignedIn}>{children}</DrawnForSignedIn.Provider>
      <Suspense fallback={null}>
        {toaster && <Toaster position="top-center" richColors closeButton />}
      </Suspense>
    </QueryClientProvider>
  );
}
