import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../tests/support/app';
import { paidSponsorship, storedItems } from '../../../tests/support/features/fulfilment';
import { RECEIPT_BODY_LIMIT } from '../features/expenses/receipts';
import { PHOTO_BODY_LIMIT } from '../features/fulfilment/photos';
import { LARGEST_BODY_LIMIT } from './body-limit';

let t: TestApp;
let server: http.Server;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as http.Server;
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

interface Sent {
  status: number;
  body: string;
  ms: number;
  /** Bytes the client managed to write before the answer came. */
  written: number;
}

/**
 * Sends `totalBytes` of spaces, chunked (no Content-Length) unless `declare` is set, over a real socket,
 * and resolves with the answer as soon as it arrives; the upload is then abandoned.
 */
function send(
  path: string,
  totalBytes: number,
  headers: Record<string, string>,
  declare = false,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let written = 0;
    let answered = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: path.endsWith('/photo') ? 'PUT' : 'POST',
      headers: { ...headers, ...(declare ? { 'content-length': String(totalBytes) } : {}) },
    });
    req.on('response', (res) => {
      answered = true;
      const ms = performance.now() - started;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part) => {
        body += part;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, ms, written });
      });
    });
    // The server closing the socket mid-upload is expected once it has answered.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && written < totalBytes) {
        written += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('hole 2: bodies read whole before the size check', () => {
  it('stops a 600 MB chunked JSON body at the limit: 413 within a second, memory flat', async () => {
    const before = process.memoryUsage().rss;
    const answer = await send('/api/auth/sign-in', 600 * MB, { 'content-type': 'application/json' });
    const grown = process.memoryUsage().rss - before;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'BODY_TOO_LARGE', message: 'The request body is too large.' },
    });
    expect(answer.ms).toBeLessThan(1_000);
    expect(answer.written).toBeLessThan(50 * MB);
    expect(grown).toBeLessThan(50 * MB);
  });

  it('refuses a declared Content-Length over every limit before reading a byte', async () => {
    const answer = await send('/api/teams', 600 * MB, { 'content-type': 'application/json' }, true);
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('holds on the payment webhook, which reads raw bytes', async () => {
    const answer = await send('/api/payments/stripe/webhook', 200 * MB, {
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1_000);
  });

  it('answers at once where nothing reads the body (a page path, an unknown API path)', async () => {
    for (const path of ['/team-discovery', '/api/nowhere']) {
      const answer = await send(path, 200 * MB, { 'content-type': 'application/json' });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.ms).toBeLessThan(1_000);
      expect(answer.written).toBeLessThan(50 * MB);
    }
  });

  it('stops a photo upload at its own limit with its own message, and stores nothing', async () => {
    const { owner, sponsorshipId } = await paidSponsorship(t);
    const [item] = await storedItems(t, sponsorshipId);
    const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await send(`/api/sponsorships/${sponsorshipId}/deliverables/${item!.id}/photo`, 300 * MB, {
      'content-type': 'image/png',
      cookie,
      origin: 'http://homefield.test',
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toEqual({
      code: 'PHOTO_TOO_LARGE',
      message: 'Photos can be at most 2 MB',
    });
    expect(answer.ms).toBeLessThan(1_000);
    const [after] = await storedItems(t, sponsorshipId);
    expect(after!.photoType ?? null).toBeNull();
  });

  it('keeps every route limit under the cap checked before reading', () => {
    expect(PHOTO_BODY_LIMIT.bytes).toBeLessThanOrEqual(LARGEST_BODY_LIMIT);
    expect(RECEIPT_BODY_LIMIT.bytes).toBeLessThanOrEqual(LARGEST_BODY_LIMIT);
  });
});
