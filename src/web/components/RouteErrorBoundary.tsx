import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { isChunkLoadError, reportClientError } from '../lib/report-error';
import { Button } from './ui/Button';

/** The path already reloaded once for a missing chunk: a second failure there shows the page below. */
const RELOADED_KEY = 'homefield:chunk-reload';

interface State {
  error: unknown;
}

/**
 * Around every screen (RootLayout, keyed by path, so leaving the page clears it): a screen that throws, or
 * whose code cannot be loaded after a deploy, shows a way out instead of a blank page, and is reported.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  // Reported by the fallback screen, which shows the id the server logged it under.
  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorScreen error={this.state.error} />;
  }
}

function ErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const [reference, setReference] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const path = window.location.pathname;
    // A new version is out and this page's code with it: load it once, without asking.
    if (chunk && sessionStorage.getItem(RELOADED_KEY) !== path) {
      sessionStorage.setItem(RELOADED_KEY, path);
      setReloading(true);
      window.location.reload();
      return;
    }
    void reportClientError(chunk ? 'chunk' : 'render', error).then(setReference);
  }, [chunk, error]);

  if (reloading) return <main id="main" className="min-h-[60vh]" aria-busy="true" />;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center"
    >
      <AlertTriangle className="size-10 text-amber" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-navy">
        {chunk ? 'Homefield was updated' : 'Something went wrong on this page'}
      </h1>
      <p className="mt-2 text-slate-600">
        {chunk
          ? 'This page needs the new version. Reload to get it; nothing you saved is lost.'
          : 'We have been told about it. Reload the page to try again; nothing you saved is lost.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => {
            sessionStorage.removeItem(RELOADED_KEY);
            window.location.reload();
          }}
        >
          <RefreshCw className="size-4" aria-hidden />
          Reload the page
        </Button>
        <a
          href="/"
          className="inline-flex items-center px-4 font-semibold text-navy underline-offset-4 hover:underline"
        >
          Go to the home page
        </a>
      </div>
      {reference && <p className="mt-6 text-xs text-slate-500">Reference for support: {reference}</p>}
    </main>
  );
}
