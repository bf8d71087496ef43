/** One answer of a load run: what was asked, what came back, how long it took, when (ms since the start). */
export interface Sample {
  /** The request's number, as route.request(n) was given it. */
  n: number;
  route: string;
  status: number;
  ms: number;
  at: number;
  body: string;
  /** The Retry-After header of the answer, when it had one. */
  retryAfter?: string;
}

export interface LoadRoute {
  name: string;
  request(n: number): { path: string; init?: RequestInit };
}

/** No answer within this is a hang: recorded as status 0. */
const HANG_MS = 15_000;

/**
 * A closed loop of `concurrency` workers, each asking the routes in turn until stop() is called. Every
 * answer is a Sample; a request that fails at the socket or outlasts HANG_MS is one with status 0.
 */
export function startLoad(baseUrl: string, routes: LoadRoute[], concurrency: number) {
  const samples: Sample[] = [];
  const started = performance.now();
  let running = true;
  let sequence = 0;

  async function worker(offset: number): Promise<void> {
    for (let i = offset; running; i++) {
      const route = routes[i % routes.length]!;
      const n = sequence++;
      const { path, init } = route.request(n);
      const sent = performance.now();
      let status = 0;
      let body = '';
      let retryAfter: string | undefined;
      try {
        const response = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
        status = response.status;
        retryAfter = response.headers.get('retry-after') ?? undefined;
        body = await response.text();
      } catch (error) {
        body = String(error);
      }
      const now = performance.now();
      samples.push({ n, route: route.name, status, ms: now - sent, at: now - started, body, retryAfter });
    }
  }

  const workers = Array.from({ length: concurrency }, (_, offset) => worker(offset));
  return {
    samples,
    /** Milliseconds since the load started, on the samples' clock. */
    elapsed: () => performance.now() - started,
    async stop(): Promise<Sample[]> {
      running = false;
      await Promise.all(workers);
      return samples;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds or `timeoutMs` pass; resolves to whether it held. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, everyMs = 50) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return check();
}
