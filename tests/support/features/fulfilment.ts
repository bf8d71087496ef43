import { eq } from 'drizzle-orm';
import { sponsorshipDeliverables } from '../../../src/server/db/schema';
import { qrPng } from '../../../src/server/features/player-links/qr';
import { sponsorshipMetadata } from '../../../src/server/features/sponsorships/fulfilment';
import { processPaymentEvent } from '../../../src/server/payments/fulfil';
import type { TestApp, TestClient } from '../app';
import { checkout, sessionIdOf, sponsorWorld } from './payments';

let sequence = 0;

/** A team with a tier of these benefits, a business that checked out, and the sandbox's payment of it. */
export async function paidSponsorship(
  t: TestApp,
  benefits = ['Logo on uniforms', 'Thank-you post'],
  options: Parameters<typeof sponsorWorld>[1] = {},
) {
  const world = await sponsorWorld(t, { ...options, tier: { benefits, ...options.tier } });
  const res = await checkout(world.buyer.client, world.team.id, world.tier.id);
  if (res.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  const sponsorshipId = res.body.sponsorshipId as string;
  const sessionId = sessionIdOf(res.body.url);
  sequence += 1;
  const applied = await processPaymentEvent(
    t.deps,
    {
      provider: 'sandbox',
      id: `evt_fulfil_${sequence}_${sponsorshipId}`,
      type: 'checkout_paid',
      change: {
        kind: 'checkout_paid',
        sessionId,
        paymentId: `pi_fulfil_${sequence}`,
        metadata: sponsorshipMetadata(sponsorshipId),
      },
    },
    { appUrl: 'http://homefield.test' },
  );
  if (applied.outcome !== 'fulfilled') throw new Error(`payment not fulfilled: ${applied.outcome}`);
  return { ...world, sponsorshipId };
}

/** The checklist rows as stored, in order. */
export function storedItems(t: TestApp, sponsorshipId: string) {
  return t.db
    .select()
    .from(sponsorshipDeliverables)
    .where(eq(sponsorshipDeliverables.sponsorshipId, sponsorshipId))
    .orderBy(sponsorshipDeliverables.position);
}

/** A small, real PNG (a QR code), the kind of file a phone would not send but PDFKit can draw. */
export const samplePng = () => qrPng('https://homefield.test/photo', 64);

/** Uploads `bytes` as the item's photo, as a raw body (or a multipart form with `filename`). */
export function uploadPhoto(
  t: TestApp,
  client: TestClient,
  sponsorshipId: string,
  itemId: string,
  bytes: Uint8Array,
  options: { filename?: string; type?: string } = {},
) {
  const path = `http://homefield.test/api/sponsorships/${sponsorshipId}/deliverables/${itemId}/photo`;
  if (options.filename) {
    const form = new FormData();
    form.append(
      'photo',
      new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }),
      options.filename,
    );
    return rawRequest(t, client, path, { method: 'PUT', body: form });
  }
  return rawRequest(t, client, path, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': options.type ?? 'application/octet-stream' },
  });
}

/** A request the JSON client cannot make (a form, raw bytes), with the client's cookies. */
export async function rawRequest(t: TestApp, client: TestClient, url: string, init: RequestInit) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers = new Headers(init.headers);
  if (cookie) headers.set('cookie', cookie);
  // The app's origin check asks unsafe methods for a same-origin Origin header, as a browser sends.
  headers.set('origin', 'http://homefield.test');
  const response = await t.app.request(url, { ...init, headers });
  const buffer = Buffer.from(await response.arrayBuffer());
  let body: any = null;
  try {
    body = JSON.parse(buffer.toString('utf8'));
  } catch {}
  return { status: response.status, headers: response.headers, buffer, body };
}
