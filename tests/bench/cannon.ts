import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

export interface CannonOptions {
  connections: number;
  seconds: number;
  method?: string;
  body?: string;
  cookie?: string;
  /** One per connection, in turn (a different account and body each): run in this process. */
  clients?: { cookie: string; body: string }[];
}

export interface CannonResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  /** Non-2xx answers (wrk: 400 and above), socket errors and timeouts together. */
  errors: number;
  /** The errors by kind: answers that were not 2xx, connections that failed, requests unanswered in 10 s. */
  errorKinds: { non2xx: number; socket: number; timeouts: number };
}

/** What this file reads of autocannon's report (the same as its -j output). */
interface Report {
  requests: { average: number; total: number };
  /** Seconds the run really took: longer than asked when autocannon's own thread is full. */
  duration: number;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Loads one route with autocannon from a second process (so the load does not share the app's loop). */
export async function cannon(base: string, route: string, o: CannonOptions): Promise<CannonResult> {
  if (o.clients) return resultOf(await cannonEach(base, route, o, o.clients));
  const args = ['-j', '-c', String(o.connections), '-d', String(o.seconds)];
  if (o.method) args.push('-m', o.method);
  if (o.body) args.push('-H', 'content-type=application/json', '-b', o.body);
  if (o.cookie) args.push('-H', `cookie=${o.cookie}`);
  args.push(`${base}${route}`);
  const { stdout } = await promisify(execFile)('node_modules/.bin/autocannon', args, {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return resultOf(JSON.parse(stdout) as Report);
}

/**
 * The same, with each connection its own client (autocannon's programmatic API, in this process: the
 * bench waits meanwhile, and the app has its own).
 */
async function cannonEach(
  base: string,
  route: string,
  o: CannonOptions,
  clients: NonNullable<CannonOptions['clients']>,
): Promise<Report> {
  type Client = { setHeadersAndBody(headers: Record<string, string>, body: string): void };
  const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<Report>;
  let next = 0;
  return autocannon({
    url: `${base}${route}`,
    connections: o.connections,
    duration: o.seconds,
    method: o.method,
    setupClient: (client: Client) => {
      const { cookie, body } = clients[next++ % clients.length]!;
      client.setHeadersAndBody({ 'content-type': 'application/json', cookie }, body);
    },
  });
}

function resultOf(report: Report): CannonResult {
  return {
    // Not requests.average: that averages per-second samples, and a client too busy to take them (a crowd
    // answered from nginx's cache) took 2 in a 17-s run, each of 49,000. What it sent over how long it took.
    rps: Math.round(report.requests.total / report.duration),
    p50: report.latency.p50,
    p99: report.latency.p99,
    requests: report.requests.total,
    // autocannon counts each timeout among its errors too (counted twice here before 2026-11-28).
    errors: report.non2xx + report.errors,
    errorKinds: { non2xx: report.non2xx, socket: report.errors - report.timeouts, timeouts: report.timeouts },
  };
}
