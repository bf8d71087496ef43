import { chromium } from 'playwright-core';
const base = 'http://localhost:3371';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shot(name: string, path: string, width: number, who?: string, action?: (p: any) => Promise<void>) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  if (who) {
    const r = await page.request.post(base + '/api/auth/sign-in', { data: { email: who, password: 'Homefield!2026' }, headers: { origin: base } });
    if (!r.ok()) throw new Error('sign in ' + r.status());
  }
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: '.sticky{position:static!important}' });
  if (action) await action(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
  await ctx.close();
}
await shot('pub-desk', '/leagues/portland-youth-sports-league', 1280, 'owner@demo.homefield.local');
await shot('pub-phone', '/leagues/portland-youth-sports-league', 390);
await shot('own-desk', '/league', 1280, 'coach@demo.homefield.local');
await shot('own-phone', '/league', 390, 'coach@demo.homefield.local');
await browser.close();
