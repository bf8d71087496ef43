import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../../../tests/support/app';
import { createExpense } from '../../../../tests/support/features/expenses';
import {
  paidSponsorship,
  rawRequest,
  samplePng,
  storedItems,
  uploadPhoto,
} from '../../../../tests/support/features/fulfilment';
import {
  checkout,
  manualClock,
  sponsorshipRow,
  sponsorWorld,
  strangers,
} from '../../../../tests/support/features/payments';
import { pdfText } from '../../../../tests/support/receipts';
import {
  DELIVERY_BEFORE_PAYMENT,
  DELIVERY_IN_FUTURE,
  DELIVERY_NOTE_TOO_LONG,
  DELIVERY_PHOTO_MAX_BYTES,
  type FulfilmentChecklist,
  NOT_PAID_YET,
  PHOTO_TOO_LARGE,
  PHOTO_WRONG_TYPE,
  THANK_YOU_TOO_LONG,
} from '../../../shared/schemas/fulfilment';
import { sponsorshipDeliverables, sponsorships } from '../../db/schema';

/* Fulfilment tracking: the checklist, its rules, its photos, who may do what, and the report PDF. */

let t: TestApp;
const clock = manualClock(new Date('2026-06-01T12:00:00Z'));
beforeAll(async () => {
  t = await startTestApp();
  t.deps.clock = clock;
});

const base = (id: string) => `/api/sponsorships/${id}`;
const itemPath = (id: string, itemId: string) => `${base(id)}/deliverables/${itemId}`;

async function checklist(client: TestClient, id: string): Promise<FulfilmentChecklist> {
  const res = await client.get<FulfilmentChecklist>(`${base(id)}/fulfilment`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A paid sponsorship and the ids of its checklist items, read as the team. */
async function world(benefits?: string[]) {
  const paid = await paidSponsorship(t, benefits);
  const list = await checklist(paid.owner.client, paid.sponsorshipId);
  return { ...paid, items: list.items };
}

/** What a refused request must have left alone. */
async function snapshot(id: string) {
  const rows = await storedItems(t, id);
  return rows.map(({ updatedAt: _u, createdAt: _c, ...row }) => ({
    ...row,
    photo: row.photo?.toString('hex') ?? null,
  }));
}

describe('the checklist', () => {
  it('is made when the sponsorship is paid: one undelivered item per benefit bought, in order', async () => {
    const paid = await paidSponsorship(t, ['Logo on jerseys', 'Banner at home games', 'Thank-you post']);
    const rows = await storedItems(t, paid.sponsorshipId);
    expect(rows.map((row) => [row.position, row.benefit, row.deliveredOn, row.photo])).toEqual([
      [0, 'Logo on jerseys', null, null],
      [1, 'Banner at home games', null, null],
      [2, 'Thank-you post', null, null],
    ]);
    const list = await checklist(paid.buyer.client, paid.sponsorshipId);
    expect(list).toMatchObject({ viewer: 'business', delivered: 0, thankYouNote: null });
    expect(list.items.map((item) => item.benefit)).toEqual([
      'Logo on jerseys',
      'Banner at home games',
      'Thank-you post',
    ]);
  });

  it('is made on first read for a sponsorship paid before checklists existed, once', async () => {
    const paid = await paidSponsorship(t, ['Logo on jerseys', 'Shout-out']);
    await t.db
      .delete(sponsorshipDeliverables)
      .where(eq(sponsorshipDeliverables.sponsorshipId, paid.sponsorshipId));
    const [first, second] = await Promise.all([
      checklist(paid.owner.client, paid.sponsorshipId),
      checklist(paid.buyer.client, paid.sponsorshipId),
    ]);
    expect(first.items.map((item) => item.benefit)).toEqual(['Logo on jerseys', 'Shout-out']);
    expect(second.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(await storedItems(t, paid.sponsorshipId)).toHaveLength(2);
  });

  it('is closed (409) while the checkout is not paid, and no item is made', async () => {
    const open = await sponsorWorld(t);
    const res = await checkout(open.buyer.client, open.team.id, open.tier.id);
    const id = res.body.sponsorshipId as string;
    for (const client of [open.owner.client, open.buyer.client]) {
      const read = await client.get(`${base(id)}/fulfilment`);
      expect(read.status).toBe(409);
      expect(read.body.error.message).toBe(NOT_PAID_YET);
    }
    expect(await storedItems(t, id)).toHaveLength(0);
  });

  it('is closed once the payment is refunded (the sponsorship is cancelled)', async () => {
    const paid = await world();
    await t.db
      .update(sponsorships)
      .set({ status: 'cancelled' })
      .where(eq(sponsorships.id, paid.sponsorshipId));
    expect((await paid.owner.client.get(`${base(paid.sponsorshipId)}/fulfilment`)).status).toBe(409);
    expect((await paid.buyer.client.get(`${base(paid.sponsorshipId)}/report.pdf`)).status).toBe(409);
  });
});

describe('marking a benefit delivered', () => {
  it('records the date and the note, which the sponsor then reads; unmarking keeps the note', async () => {
    const w = await world();
    const [logo] = w.items;
    const marked = await w.owner.client.put<FulfilmentChecklist>(
      `${itemPath(w.sponsorshipId, logo!.id)}/delivery`,
      {
        deliveredOn: '2026-06-01',
        note: '  Logo stitched on all 14 jerseys.  ',
      },
    );
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.delivered).toBe(1);
    expect(marked.body.items[0]).toMatchObject({
      deliveredOn: '2026-06-01',
      note: 'Logo stitched on all 14 jerseys.',
    });

    const seen = await checklist(w.buyer.client, w.sponsorshipId);
    expect(seen.delivered).toBe(1);
    expect(seen.items[0]).toMatchObject({
      deliveredOn: '2026-06-01',
      note: 'Logo stitched on all 14 jerseys.',
    });
    expect(seen.items[1]).toMatchObject({ deliveredOn: null, note: null });

    const unmarked = await w.owner.client.delete<FulfilmentChecklist>(
      `${itemPath(w.sponsorshipId, logo!.id)}/delivery`,
    );
    expect(unmarked.status).toBe(200);
    expect(unmarked.body.delivered).toBe(0);
    expect(unmarked.body.items[0]).toMatchObject({
      deliveredOn: null,
      note: 'Logo stitched on all 14 jerseys.',
    });
    expect((await checklist(w.buyer.client, w.sponsorshipId)).items[0]!.deliveredOn).toBeNull();
  });

  it.each([
    ['a day still in the future', { deliveredOn: '2026-06-04' }, DELIVERY_IN_FUTURE],
    ['a day before the payment', { deliveredOn: '2026-05-30' }, DELIVERY_BEFORE_PAYMENT],
    [
      'a note over 500 characters',
      { deliveredOn: '2026-06-01', note: 'x'.repeat(501) },
      DELIVERY_NOTE_TOO_LONG,
    ],
    ['no date', { note: 'Done' }, undefined],
    ['a date that is not one', { deliveredOn: '2026-02-30' }, undefined],
  ])('refuses %s (400) and writes nothing', async (_name, body, message) => {
    const w = await world();
    const before = await snapshot(w.sponsorshipId);
    const res = await w.owner.client.put(`${itemPath(w.sponsorshipId, w.items[0]!.id)}/delivery`, body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error.message).toBe(message);
    expect(res.body.error.fields).toBeTruthy();
    expect(await snapshot(w.sponsorshipId)).toEqual(before);
  });

  it('accepts exactly 500 characters of note, and today as the payment day', async () => {
    const w = await world();
    const res = await w.owner.client.put(`${itemPath(w.sponsorshipId, w.items[0]!.id)}/delivery`, {
      deliveredOn: '2026-06-01',
      note: 'n'.repeat(500),
    });
    expect(res.status).toBe(200);
  });

  it("answers 404 for an item of another sponsorship, even the same team's", async () => {
    const w = await world();
    const other = await world();
    const res = await w.owner.client.put(`${itemPath(w.sponsorshipId, other.items[0]!.id)}/delivery`, {
      deliveredOn: '2026-06-01',
    });
    expect(res.status).toBe(404);
    expect(
      (
        await w.owner.client.put(`${itemPath(w.sponsorshipId, 'not-a-uuid')}/delivery`, {
          deliveredOn: '2026-06-01',
        })
      ).status,
    ).toBe(404);
  });
});

describe('the thank-you note', () => {
  it('is set by the team up to 1000 characters, and cleared by an empty one', async () => {
    const w = await world();
    const set = await w.owner.client.put<FulfilmentChecklist>(`${base(w.sponsorshipId)}/thank-you`, {
      thankYouNote: 't'.repeat(1000),
    });
    expect(set.status).toBe(200);
    expect(set.body.thankYouNote).toHaveLength(1000);
    expect((await sponsorshipRow(t, w.sponsorshipId)).thankYouNote).toHaveLength(1000);

    const long = await w.owner.client.put(`${base(w.sponsorshipId)}/thank-you`, {
      thankYouNote: 't'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(THANK_YOU_TOO_LONG);
    expect((await sponsorshipRow(t, w.sponsorshipId)).thankYouNote).toHaveLength(1000);

    const cleared = await w.owner.client.put<FulfilmentChecklist>(`${base(w.sponsorshipId)}/thank-you`, {
      thankYouNote: '   ',
    });
    expect(cleared.body.thankYouNote).toBeNull();
    expect((await checklist(w.buyer.client, w.sponsorshipId)).thankYouNote).toBeNull();
  });
});

describe('delivery photos', () => {
  it('takes a PNG as a raw body and serves it to both parties, privately, with its type and nosniff', async () => {
    const w = await world();
    const png = await samplePng();
    const item = w.items[0]!;
    const up = await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, png);
    expect(up.status, up.buffer.toString()).toBe(200);
    const photoUrl = (up.body as FulfilmentChecklist).items[0]!.photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^${itemPath(w.sponsorshipId, item.id)}/photo\\?v=\\d+$`));

    for (const client of [w.owner.client, w.buyer.client]) {
      const res = await rawRequest(t, client, `http://homefield.test${photoUrl}`, { method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^private\b/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.buffer.equals(png)).toBe(true);
    }
  });

  it('takes a multipart upload, decides the type by content (a WebP sent as image/png is stored as WebP), and replaces', async () => {
    const w = await world();
    const item = w.items[1]!;
    const webp = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(32, 1)]);
    const up = await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, webp, {
      filename: 'banner.png',
      type: 'image/png',
    });
    expect(up.status, up.buffer.toString()).toBe(200);
    const [, stored] = await storedItems(t, w.sponsorshipId);
    expect(stored!.photoType).toBe('image/webp');

    const png = await samplePng();
    const replaced = await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, png, {
      filename: 'banner.png',
    });
    expect(replaced.status).toBe(200);
    const [, after] = await storedItems(t, w.sponsorshipId);
    expect(after!.photoType).toBe('image/png');
    expect(after!.photo!.equals(png)).toBe(true);
  });

  it("reads a browser's form, whose boundary has capital letters", async () => {
    const w = await world();
    const png = await samplePng();
    const boundary = '----WebKitFormBoundaryQx7TzRk2BfA9LmNp';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="team.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await rawRequest(
      t,
      w.owner.client,
      `http://homefield.test${itemPath(w.sponsorshipId, w.items[0]!.id)}/photo`,
      {
        method: 'PUT',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
    );
    expect(res.status, res.buffer.toString()).toBe(200);
    expect((await storedItems(t, w.sponsorshipId))[0]!.photo!.equals(png)).toBe(true);
  });

  it('refuses a text file named .png (400, a clear message) and keeps the photo it had', async () => {
    const w = await world();
    const item = w.items[0]!;
    await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, await samplePng());
    const before = await snapshot(w.sponsorshipId);
    const text = Buffer.from('just some text, not a picture\n');
    for (const options of [{ filename: 'photo.png', type: 'image/png' }, { type: 'image/png' }]) {
      const res = await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, text, options);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'PHOTO_WRONG_TYPE', message: PHOTO_WRONG_TYPE });
    }
    expect(await snapshot(w.sponsorshipId)).toEqual(before);
  });

  it('accepts 2 MB exactly and refuses 2 MB + 1 byte (413), as a raw body or a form, writing nothing', async () => {
    const w = await world();
    const png = await samplePng();
    const sized = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const item = w.items[0]!;
    const before = await snapshot(w.sponsorshipId);
    for (const options of [{}, { filename: 'big.png' }]) {
      const res = await uploadPhoto(
        t,
        w.owner.client,
        w.sponsorshipId,
        item.id,
        sized(DELIVERY_PHOTO_MAX_BYTES + 1),
        options,
      );
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe(PHOTO_TOO_LARGE);
    }
    expect(await snapshot(w.sponsorshipId)).toEqual(before);
    const exact = await uploadPhoto(
      t,
      w.owner.client,
      w.sponsorshipId,
      item.id,
      sized(DELIVERY_PHOTO_MAX_BYTES),
    );
    expect(exact.status).toBe(200);
    expect((await storedItems(t, w.sponsorshipId))[0]!.photo).toHaveLength(DELIVERY_PHOTO_MAX_BYTES);
  });

  it('is removed by the team; then it is not found', async () => {
    const w = await world();
    const item = w.items[0]!;
    const up = await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, await samplePng());
    const url = (up.body as FulfilmentChecklist).items[0]!.photoUrl!;
    const removed = await w.owner.client.delete<FulfilmentChecklist>(
      `${itemPath(w.sponsorshipId, item.id)}/photo`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.items[0]!.photoUrl).toBeNull();
    expect((await storedItems(t, w.sponsorshipId))[0]).toMatchObject({ photo: null, photoType: null });
    expect((await w.buyer.client.get(url)).status).toBe(404);
  });
});

describe('who may do what', () => {
  /** Every route, as [name, request]; the photo exists and the item is real. */
  async function setUp() {
    const w = await world();
    const item = w.items[0]!;
    const up = await uploadPhoto(t, w.owner.client, w.sponsorshipId, item.id, await samplePng());
    const photoUrl = (up.body as FulfilmentChecklist).items[0]!.photoUrl!;
    const id = w.sponsorshipId;
    const reads: Array<[string, (c: TestClient) => Promise<{ status: number }>]> = [
      ['read the checklist', (c) => c.get(`${base(id)}/fulfilment`)],
      ['see a photo', (c) => c.get(photoUrl)],
      ['download the report', (c) => c.get(`${base(id)}/report.pdf`)],
    ];
    const writes: Array<[string, (c: TestClient) => Promise<{ status: number }>]> = [
      ['mark delivered', (c) => c.put(`${itemPath(id, item.id)}/delivery`, { deliveredOn: '2026-06-01' })],
      ['unmark', (c) => c.delete(`${itemPath(id, item.id)}/delivery`)],
      ['upload a photo', async (c) => uploadPhoto(t, c, id, item.id, await samplePng())],
      ['remove the photo', (c) => c.delete(`${itemPath(id, item.id)}/photo`)],
      ['write the thank-you note', (c) => c.put(`${base(id)}/thank-you`, { thankYouNote: 'Thanks!' })],
    ];
    return { ...w, reads, writes };
  }

  it('answers 401 to anonymous callers on every route', async () => {
    const w = await setUp();
    for (const [name, call] of [...w.reads, ...w.writes]) {
      expect((await call(t.client())).status, name).toBe(401);
    }
  });

  it('answers 404 to another team, another business and an admin on every route, and they change nothing', async () => {
    const w = await setUp();
    const before = await snapshot(w.sponsorshipId);
    const { teamUser, businessUser, admin } = await strangers(t);
    for (const client of [teamUser, businessUser, admin]) {
      for (const [name, call] of [...w.reads, ...w.writes])
        expect((await call(client)).status, name).toBe(404);
    }
    expect(await snapshot(w.sponsorshipId)).toEqual(before);
    expect((await sponsorshipRow(t, w.sponsorshipId)).thankYouNote).toBeNull();
  });

  it('lets the business read (checklist, photos, report) but not change anything (404)', async () => {
    const w = await setUp();
    const before = await snapshot(w.sponsorshipId);
    for (const [name, call] of w.reads) expect((await call(w.buyer.client)).status, name).toBe(200);
    for (const [name, call] of w.writes) expect((await call(w.buyer.client)).status, name).toBe(404);
    expect(await snapshot(w.sponsorshipId)).toEqual(before);
  });

  it('lets the team owner do everything', async () => {
    const w = await setUp();
    for (const [name, call] of [...w.reads, ...w.writes])
      expect((await call(w.owner.client)).status, name).toBe(200);
  });
});

describe('the report PDF', () => {
  it('says the team, tier, amount, period, each benefit with its date, note and photo, messages, impact and thank-you', async () => {
    const w = await world(['Logo on team jerseys', 'Banner at home games', 'Season-end shout-out']);
    const [jerseys, banner] = w.items;
    await w.owner.client.put(`${itemPath(w.sponsorshipId, jerseys!.id)}/delivery`, {
      deliveredOn: '2026-06-02',
      note: 'Stitched on all fourteen jerseys.',
    });
    await uploadPhoto(t, w.owner.client, w.sponsorshipId, jerseys!.id, await samplePng());
    await w.owner.client.put(`${itemPath(w.sponsorshipId, banner!.id)}/delivery`, {
      deliveredOn: '2026-06-01',
    });
    const webp = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(32, 1)]);
    await uploadPhoto(t, w.owner.client, w.sponsorshipId, banner!.id, webp);
    await w.owner.client.put(`${base(w.sponsorshipId)}/thank-you`, {
      thankYouNote: 'Thank you for the new jerseys, from all of us!',
    });
    await w.buyer.client.post(`${base(w.sponsorshipId)}/messages`, { message: 'Go team!' });
    await w.owner.client.post(`${base(w.sponsorshipId)}/messages`, { message: 'Thanks!' });

    const res = await rawRequest(
      t,
      w.buyer.client,
      `http://homefield.test${base(w.sponsorshipId)}/report.pdf`,
      {
        method: 'GET',
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Homefield-report-HF-[0-9A-F]{8}\.pdf"$/,
    );
    expect(res.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.buffer);
    const all = text.join('\n');
    for (const expected of [
      w.team.name,
      w.tier.name,
      '$500',
      'Mar 1, 2026 – Aug 31, 2026',
      'Logo on team jerseys',
      'DELIVERED JUN 2, 2026',
      'Stitched on all fourteen jerseys.',
      'Banner at home games',
      'DELIVERED JUN 1, 2026',
      'Photo on Homefield',
      'Season-end shout-out',
      'NOT DELIVERED YET',
      '2 of 3 delivered',
      'Thank you for the new jerseys, from all of us!',
    ]) {
      expect(all, expected).toContain(expected);
    }
    // Messages (2) and the dashboard's impact figures: 15 players x 2.5 = 38 families, 6 months -> 12 events, 48 mentions.
    const figure = (name: string) => text[text.indexOf(name.toUpperCase()) - 1];
    expect(figure('Messages')).toBe('2');
    expect(figure('Families reached')).toBe('38');
    expect(figure('Events')).toBe('12');
    expect(figure('Brand mentions')).toBe('48');
    // The PNG is drawn, once (its transparency is a mask of it); the WebP is not (PDFKit cannot draw it).
    const raw = res.buffer.toString('latin1');
    expect(raw.match(/\/XObject <<\s*\/I\d+ \d+ 0 R\s*>>/g)).toHaveLength(1);
    // No spending recorded: no section that would read as money unaccounted for.
    expect(all).not.toContain('Where the money goes');
  });

  it("shows where the team's money went this season once the team records its spending", async () => {
    const w = await paidSponsorship(t, ['Logo on team jerseys']);
    await createExpense(t, w.team.id, { category: 'uniforms', amountCents: 32_000 });
    await createExpense(t, w.team.id, { category: 'travel', amountCents: 9_050 });
    const res = await rawRequest(
      t,
      w.buyer.client,
      `http://homefield.test${base(w.sponsorshipId)}/report.pdf`,
      {
        method: 'GET',
      },
    );
    const text = pdfText(res.buffer);
    const all = text.join('\n');
    expect(all).toContain('Where the money goes');
    expect(all).toContain('Raised this season: $500. Spent this season: $410.50.');
    expect(text[text.indexOf('Uniforms') + 1]).toBe('$320');
    expect(text[text.indexOf('Travel') + 1]).toBe('$90.50');
  });
});
