import { startProxy } from './proxy';
import { ROUTES } from './routes';
import { wrk } from './wrk';

/** How many people open the link at once (issue 24). */
const CROWD = 2_000;

/**
 * Issue 24's crowd: a player's link gone round a school's parents' group. 2,000 connections at once on the
 * page the link opens, as a visitor sees it (the drawn HTML), for `seconds`. Every connection asks again
 * the moment it is answered, so the latency is the crowd over the throughput (2,000 / p99 250 ms needs
 * 8,000 pages a second). A request with no answer after 10 s is a timeout, an error here. Not measured
 * where wrk is not installed.
 */
export async function playerLinkCrowd(server: { base: string }, seconds: number) {
  // As phones' browsers ask for it: brotli, 17 KB instead of 99 KB a page (2,000 uncompressed pages in
  // flight are 200 MB of buffers, against the 256 MB heap `npm start` gives the server).
  const result = await wrk(`${server.base}${ROUTES.playerHtml!.path}`, {
    connections: CROWD,
    seconds,
    acceptEncoding: 'gzip, deflate, br',
  });
  if (!result) return { skipped: 'wrk is not installed (apt-get install wrk)' };
  return {
    connections: CROWD,
    seconds,
    perSecond: result.rps,
    p50ms: result.p50,
    p99ms: result.p99,
    requests: result.requests,
    errors: result.errors,
    errorKinds: result.errorKinds,
  };
}

/**
 * The same crowd through nginx as deploy/nginx.conf sets it up (docs/operations.md): it holds the 2,000
 * connections and answers the page from its cache, at most a second old, so the app draws it about once a
 * second. Not measured where nginx is not installed.
 */
export async function playerLinkCrowdBehindProxy(server: { base: string }, seconds: number) {
  const proxy = await startProxy(server.base);
  if (!proxy) return { skipped: 'nginx is not installed (apt-get install nginx-light)' };
  try {
    return await playerLinkCrowd(proxy, seconds);
  } finally {
    await proxy.stop();
  }
}
