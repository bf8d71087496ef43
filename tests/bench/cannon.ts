import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Loads one route with autocannon from a second process (so the load does not share the app's loop). */
export async function cannon(
  base: string,
  route: string,
  o: { connections: number; seconds: number; method?: string; body?: string },
) {
  const args = ['autocannon', '-j', '-c', String(o.connections), '-d', String(o.seconds)];
  if (o.method) args.push('-m', o.method);
  if (o.body) args.push('-H', 'content-type=application/json', '-b', o.body);
  args.push(`${base}${route}`);
  const { stdout } = await promisify(execFile)('npx', args, {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const report = JSON.parse(stdout);
  return {
    rps: Math.round(report.requests.average),
    p50: report.latency.p50,
    p99: report.latency.p99,
    non2xx: report.non2xx,
  };
}
