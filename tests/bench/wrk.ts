/**
 * The crowd's client: wrk (`apt-get install wrk`), not autocannon. A crowd answered from nginx's cache
 * outran autocannon's one JavaScript thread, which took 43 s to run a 30-s test at about 5,000 requests a
 * second; wrk's one thread drives 60,000 and more on the same core. One thread, not two: a second took a
 * core from nginx (p99 46-1,183 ms over six runs with two threads, 55-231 ms with one).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { CannonResult } from './cannon';

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => existsSync(file));

/** What tests/bench/wrk-summary.lua prints. */
interface Summary {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
}

/** Null where wrk is not installed. Requests unanswered after 10 s count as timeouts, as autocannon's do. */
export async function wrk(
  url: string,
  o: { connections: number; seconds: number; acceptEncoding: string },
): Promise<CannonResult | null> {
  if (!WRK) return null;
  const args = ['-t1', `-c${o.connections}`, `-d${o.seconds}s`, '--timeout', '10s'];
  args.push('-H', `Accept-Encoding: ${o.acceptEncoding}`, '-s', 'tests/bench/wrk-summary.lua', url);
  const { stdout } = await promisify(execFile)(WRK, args, { encoding: 'utf8' });
  const s = JSON.parse(stdout.trim().split('\n').at(-1)!) as Summary;
  const socket = s.connect + s.read + s.write;
  return {
    rps: Math.round(s.requests / (s.durationUs / 1e6)),
    p50: Math.round(s.p50Us / 1000),
    p99: Math.round(s.p99Us / 1000),
    requests: s.requests,
    errors: s.status + socket + s.timeout,
    errorKinds: { non2xx: s.status, socket, timeouts: s.timeout },
  };
}
