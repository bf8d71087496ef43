import type { ClientErrorReport } from '../../shared/schemas/client-errors';

/*
 * One reporting hook for the browser (issue 23, decision 0034): a screen that threw, a chunk that would not
 * load, an unhandled rejection. Each goes to POST /api/client-errors, which writes it to the server's log
 * with that request's id; the id comes back so the page can show it as a reference for support.
 */

/** A lazy screen's code that could not be fetched: after a deploy, the old chunk is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

function describe(error: unknown): Pick<ClientErrorReport, 'message' | 'stack'> {
  if (error instanceof Error) {
    return { message: error.message.slice(0, 500) || error.name, stack: error.stack?.slice(0, 4000) ?? null };
  }
  return { message: String(error).slice(0, 500) || 'Unknown error', stack: null };
}

/** Sends the report; resolves to the request id the server logged it under, or null if it did not arrive. */
export async function reportClientError(
  kind: ClientErrorReport['kind'],
  error: unknown,
): Promise<string | null> {
  const report: ClientErrorReport = {
    kind,
    ...describe(error),
    path: window.location.pathname.slice(0, 300),
  };
  try {
    const response = await fetch('/api/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    });
    return response.headers.get('x-request-id');
  } catch {
    return null;
  }
}

/** Errors no screen caught (an event handler, a promise nobody awaited) are reported too. */
export function installErrorReporting(): void {
  window.addEventListener(
    'error',
    (event) => void reportClientError('unhandled', event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) => void reportClientError('unhandled', event.reason));
}
