import type { PaymentProvider } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { PLANS, type PlanId } from '../../../shared/plans';
import { receiptReference } from '../../../shared/schemas/payments';
import { receiptAttachment } from '../../receipts/attachment';
import type { Receipt } from '../../receipts/pdf';

/** An invoice of a plan as the receipt PDF draws it: Homefield is paid, the team or business pays. */
export interface PlanInvoiceInput {
  id: string;
  plan: PlanId;
  period: number;
  kind: 'period' | 'proration';
  amountCents: number;
  paidAt: Date;
  provider: PaymentProvider;
  account: { name: string; email: string };
  supportEmail: string;
}

export function planInvoiceReceipt(input: PlanInvoiceInput): Receipt {
  const plan = PLANS[input.plan];
  return {
    reference: receiptReference(input.id),
    date: input.paidAt,
    payerName: input.account.name,
    payerEmail: input.account.email,
    payeeName: 'Homefield',
    description:
      input.kind === 'proration'
        ? `${plan.name} plan, the rest of period ${input.period} from ${formatCalendarDate(input.paidAt.toISOString())} (move from a lower plan, prorated)`
        : `${plan.name} plan, ${plan.period} (period ${input.period}, from ${formatCalendarDate(input.paidAt.toISOString())})`,
    amountCents: input.amountCents,
    provider: input.provider,
    supportEmail: input.supportEmail,
  };
}

export function planInvoiceAttachment(input: PlanInvoiceInput) {
  return receiptAttachment(planInvoiceReceipt(input));
}
