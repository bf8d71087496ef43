import { FIXTURE } from './dataset';
import type { BenchServer } from './server';

/**
 * Issue 24's CSV row: the admin's security report, streamed over the dataset's whole log. The first byte's
 * time, rows a second, and how far the server's resident memory rose while it ran (sampled every 20 ms),
 * over three downloads in a row; the figures are the worst of the three.
 */
export async function securityReportExport(server: BenchServer, rounds = 3) {
  const cookie = await server.signIn(FIXTURE.admin);
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const before = server.rssMB();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rssMB());
    }, 20);
    const started = performance.now();
    const res = await fetch(`${server.base}/api/admin/security/report.csv`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`security report answered ${res.status}`);
    let firstByteMs = 0;
    let newlines = 0;
    for await (const chunk of res.body) {
      if (!firstByteMs) firstByteMs = performance.now() - started;
      for (const byte of chunk as Uint8Array) if (byte === 10) newlines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = newlines - 1;
    runs.push({
      rows,
      firstByteMs: Math.round(firstByteMs),
      rowsPerSecond: Math.round(rows / seconds),
      growthMB: peak - before,
    });
  }
  return {
    rows: runs[0]!.rows,
    firstByteMs: Math.max(...runs.map((r) => r.firstByteMs)),
    rowsPerSecond: Math.min(...runs.map((r) => r.rowsPerSecond)),
    growthMB: Math.max(...runs.map((r) => r.growthMB)),
    runs,
  };
}
