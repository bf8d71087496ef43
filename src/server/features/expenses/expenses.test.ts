import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/app';
import { teamOwner } from '../../../../tests/support/factories';
import { donationWorld, gift, giveInSandbox } from '../../../../tests/support/features/donations';
import { createExpense, samplePdf, validExpense } from '../../../../tests/support/features/expenses';
import { rawRequest, samplePng } from '../../../../tests/support/features/fulfilment';
import { teamExpenses, teamSeasons } from '../../db/schema';

/*
 * Where the money goes (issue 20): a team records what it spent with a receipt, and its page shows raised
 * against spent for the season.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});

const expensesOf = (teamId: string) =>
  t.db.select().from(teamExpenses).where(eq(teamExpenses.teamId, teamId));

function uploadReceipt(
  client: Awaited<ReturnType<typeof teamOwner>>['client'],
  path: string,
  bytes: Uint8Array,
  filename?: string,
) {
  const url = `http://homefield.test${path}`;
  if (filename) {
    const form = new FormData();
    form.append('receipt', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), filename);
    return rawRequest(t, client, url, { method: 'PUT', body: form });
  }
  return rawRequest(t, client, url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/octet-stream' },
  });
}

describe('recording what the team spent', () => {
  it('records, corrects and removes an expense, each answer as the list then shows it', async () => {
    const { client, team } = await teamOwner(t);
    const base = `/api/teams/${team.id}/expenses`;
    const added = await client.post(base, { ...validExpense, description: '  Home jerseys  ' });
    expect(added.status).toBe(201);
    expect(added.body.expense).toEqual({
      id: expect.any(String),
      amountCents: 48_000,
      spentOn: '2026-05-02',
      category: 'uniforms',
      description: 'Home jerseys',
      receiptType: null,
      createdAt: expect.any(String),
    });
    const id = added.body.expense.id;

    const changed = await client.put(`${base}/${id}`, {
      ...validExpense,
      amountCents: 45_500,
      category: 'equipment',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.expense).toMatchObject({ amountCents: 45_500, category: 'equipment' });

    const list = await client.get(base);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.expenses).toEqual([changed.body.expense]);
    expect(list.body.season).toEqual({
      raisedCents: 0,
      spentCents: 45_500,
      byCategory: [{ category: 'equipment', cents: 45_500 }],
    });

    expect((await client.delete(`${base}/${id}`)).status).toBe(204);
    expect((await client.delete(`${base}/${id}`)).status).toBe(404);
    expect(await expensesOf(team.id)).toEqual([]);
  });

  it('refuses what the form refuses, field by field, and writes nothing', async () => {
    const { client, team } = await teamOwner(t);
    const res = await client.post(`/api/teams/${team.id}/expenses`, {
      amountCents: 0,
      spentOn: '2999-01-01',
      category: 'snacks',
      description: '   ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      amountCents: ['Enter the amount spent'],
      spentOn: ['The date cannot be in the future'],
      category: ['Choose a category'],
      description: ['Say what it was for'],
    });
    const tooMuch = await client.post(`/api/teams/${team.id}/expenses`, {
      ...validExpense,
      amountCents: 10_000_001,
      extra: true,
    });
    expect(tooMuch.status).toBe(400);
    expect(await expensesOf(team.id)).toEqual([]);
  });
});

describe('receipts', () => {
  it('keeps a PDF or a photo checked by its content, serves it to the owner only, and removes it', async () => {
    const { client, team } = await teamOwner(t);
    const expense = await createExpense(t, team.id);
    const path = `/api/teams/${team.id}/expenses/${expense.id}/receipt`;

    const pdf = await uploadReceipt(client, path, samplePdf());
    expect(pdf.status).toBe(200);
    expect(pdf.body.expense.receiptType).toBe('application/pdf');
    const served = await rawRequest(t, client, `http://homefield.test${path}`, { method: 'GET' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${expense.id}.pdf"`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.buffer.equals(Buffer.from(samplePdf()))).toBe(true);

    const photo = await uploadReceipt(client, path, await samplePng(), 'receipt.png');
    expect(photo.body.expense.receiptType).toBe('image/png');

    const stranger = await teamOwner(t);
    expect(
      (await rawRequest(t, stranger.client, `http://homefield.test${path}`, { method: 'GET' })).status,
    ).toBe(404);

    const removed = await client.delete(path);
    expect(removed.body.expense.receiptType).toBeNull();
    expect((await rawRequest(t, client, `http://homefield.test${path}`, { method: 'GET' })).status).toBe(404);
  });

  it('refuses a file that is neither an image nor a PDF, an empty one and one over 5 MB', async () => {
    const { client, team } = await teamOwner(t);
    const expense = await createExpense(t, team.id);
    const path = `/api/teams/${team.id}/expenses/${expense.id}/receipt`;
    const script = await uploadReceipt(
      client,
      path,
      new TextEncoder().encode('<script>alert(1)</script>'),
      'r.pdf',
    );
    expect(script.status).toBe(400);
    expect(script.body.error).toMatchObject({
      code: 'RECEIPT_WRONG_TYPE',
      message: 'The receipt must be a JPEG, PNG or WebP image, or a PDF',
    });
    expect((await uploadReceipt(client, path, new Uint8Array())).body.error.code).toBe('RECEIPT_MISSING');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(samplePdf());
    const tooBig = await uploadReceipt(client, path, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toEqual({ code: 'RECEIPT_TOO_LARGE', message: 'Receipts can be at most 5 MB' });
    const [row] = await expensesOf(team.id);
    expect(row!.receiptType).toBeNull();
  });
});

describe('raised against spent', () => {
  it('counts this season’s gifts and expenses, by category, largest first, and starts afresh at a rollover', async () => {
    const world = await donationWorld(t, { name: 'Spending Sparrows' });
    await giveInSandbox(t, gift(world.player.id, { amount: 10_000 }));
    await createExpense(t, world.team.id, { category: 'travel', amountCents: 1_500 });
    await createExpense(t, world.team.id, { category: 'uniforms', amountCents: 4_000 });
    await createExpense(t, world.team.id, { category: 'travel', amountCents: 3_000 });

    const spending = await t.client().get(`/api/teams/${world.team.id}/spending`);
    expect(spending.status).toBe(200);
    expect(spending.body).toEqual({
      raisedCents: 10_000,
      spentCents: 8_500,
      byCategory: [
        { category: 'uniforms', cents: 4_000 },
        { category: 'travel', cents: 4_500 },
      ].sort((a, b) => b.cents - a.cents),
    });

    // A rollover closes the season: what was raised and spent before it belongs to the last one.
    await t.db.insert(teamSeasons).values({
      teamId: world.team.id,
      endDate: '2026-08-31',
      report: {} as never,
      archivedAt: new Date(Date.now() + 1_000),
    });
    expect((await t.client().get(`/api/teams/${world.team.id}/spending`)).body).toEqual({
      raisedCents: 0,
      spentCents: 0,
      byCategory: [],
    });
  });

  it('is 404 for a team that is not listed, or not a team', async () => {
    const { team } = await teamOwner(t, { verificationStatus: 'pending' });
    expect((await t.client().get(`/api/teams/${team.id}/spending`)).status).toBe(404);
    expect((await t.client().get('/api/teams/not-a-team/spending')).status).toBe(404);
  });
});
