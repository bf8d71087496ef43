import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../../tests/support/component';
import type { AdminPlanInvoice, AdminPlanRow } from '../../../shared/schemas/plans';
import { PlanInvoicesDialog } from './PlanInvoicesDialog';

/* The admin's refund of a plan invoice (decision 0057): which invoices offer it, and what is sent. */

const subscription: AdminPlanRow = {
  id: 's1',
  account: { kind: 'business', id: 'b1', name: 'Okafor Pizza' },
  plan: 'featured_sponsor',
  status: 'active',
  startedAt: '2026-10-01T00:00:00Z',
  paidUntil: '2026-12-01T00:00:00Z',
  cancelAtPeriodEnd: false,
  periodsPaid: 2,
  paidCents: 9_800,
};

const invoice = (id: string, overrides: Partial<AdminPlanInvoice> = {}): AdminPlanInvoice => ({
  id,
  reference: `HF-${id.toUpperCase()}`,
  plan: 'featured_sponsor',
  kind: 'period',
  amountCents: 4_900,
  refundedCents: 0,
  refundRequested: false,
  paidAt: '2026-11-01T00:00:00Z',
  ...overrides,
});

describe('a plan’s invoices', () => {
  it('offer a refund only for what is left and not yet asked for', async () => {
    renderScreen(<PlanInvoicesDialog row={subscription} onClose={() => {}} />, {
      'GET /api/admin/plans/s1/invoices': {
        invoices: [
          invoice('a'),
          invoice('b', { refundedCents: 4_900 }),
          invoice('c', { refundRequested: true }),
          invoice('d', { refundedCents: 900 }),
        ],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Okafor Pizza invoices' });
    const items = await within(dialog).findAllByRole('listitem');
    const refundButtons = items.map(
      (item) => within(item).queryByRole('button', { name: 'Refund' }) !== null,
    );
    expect(refundButtons).toEqual([true, false, false, true]);
    expect(items[1]!.textContent).toContain('Refunded');
    expect(items[2]!.textContent).toContain('Refund requested');
    expect(items[3]!.textContent).toContain('$9.00 refunded');
  });

  it('send the reason and whether the plan ends, for what is left', async () => {
    const { sent } = renderScreen(<PlanInvoicesDialog row={subscription} onClose={() => {}} />, {
      'GET /api/admin/plans/s1/invoices': { invoices: [invoice('d', { refundedCents: 900 })] },
      'POST /api/admin/plan-invoices/d/refund': {
        invoice: invoice('d', { refundedCents: 4_900, refundRequested: true }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await userEvent.type(screen.getByLabelText(/Reason/), 'Charged twice');
    await userEvent.click(screen.getByLabelText('End the plan now as well'));
    await userEvent.click(screen.getByRole('button', { name: 'Refund $40.00' }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    expect(sent.find((s) => s.method === 'POST')!.body).toEqual({ reason: 'Charged twice', endPlan: true });
  });
});
