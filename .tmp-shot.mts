import { chromium } from 'playwright-core';
const base = 'http://localhost:3391';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, width, height] of [['phone', 390, 844], ['desktop', 1280, 800]] as const) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height } });
  const page = await ctx.newPage();
  await page.request.post('/api/auth/sign-in', { data: { email: 'owner@demo.homefield.local', password: 'Homefield!2026' }, headers: { origin: base } });
  await page.goto('/business-dashboard');
  await page.getByRole('heading', { name: 'Documents' }).waitFor();
  await page.waitForTimeout(1500);
  const docs = page.getByRole('region', { name: 'Documents' });
  await docs.scrollIntoViewIfNeeded();
  await docs.screenshot({ path: `/tmp/docs-${name}.png` });
  const res = await page.request.get('/api/business/documents');
  const body = await res.json();
  console.log(name, body.documents.length);
  if (name === 'desktop' && body.documents[0]) {
    const pdf = await page.request.get(`/api/sponsorships/${body.documents[0].id}/agreement.pdf`);
    (await import('node:fs')).writeFileSync('/tmp/agreement.pdf', await pdf.body());
  }
}
await browser.close();
