import { execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Loads / in Chromium and adds up the gzipped size of every script and stylesheet it fetched. */
export async function landingBytes(base: string) {
  const executablePath = execSync('command -v chromium', { shell: '/bin/bash' }).toString().trim();
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const bodies: Promise<{ type: string; bytes: number; url: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(
        response
          .body()
          .then((body) => ({ type, bytes: gzipSync(body, { level: 9 }).length, url: response.url() })),
      );
    }
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await browser.close();
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((n, f) => n + f.bytes, 0);
  return {
    jsGzipKB: Math.round((sum('script') / 1024) * 10) / 10,
    cssGzipKB: Math.round((sum('stylesheet') / 1024) * 10) / 10,
    files: files.length,
    ...(process.env.BENCH_LIST_FILES ? { list: files.map((f) => `${f.bytes} ${f.url}`) } : {}),
  };
}
