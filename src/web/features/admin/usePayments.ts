import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { AdminPaymentsPage } from '../../../shared/schemas/admin-payments';
import type { SandboxDisputeInput } from '../../../shared/schemas/disputes';
import type { AdminRefundInput, RefundView } from '../../../shared/schemas/refunds';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const paymentsKey = ['admin', 'payments'] as const;
// The Revenue tab's key (useRevenue.ts): a refund takes its fee back there.
const revenueKey = ['admin', 'revenue'] as const;

export interface PaymentFilters {
  q: string;
  page: number;
}

/** GET /api/admin/payments; the last page stays on screen while the next one loads. */
export function useAdminPayments({ q, page }: PaymentFilters) {
  return useQuery({
    queryKey: [...paymentsKey, { q, page }],
    queryFn: (): Promise<AdminPaymentsPage> =>
      read(api.admin.payments.$get({ query: { page: String(page), q: q || undefined } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/admin/refunds. The list is read again whatever the answer: a refusal (409) usually means the
 * payment changed since it was loaded (refunded from another tab, or by the team).
 */
export function useAdminRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminRefundInput): Promise<{ refund: RefundView }> =>
      read(api.admin.refunds.$post({ json: input })),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentsKey }),
        client.invalidateQueries({ queryKey: revenueKey }),
      ]),
  });
}

/**
 * POST /api/admin/sandbox/disputes: the sandbox's card issuer opens or decides a chargeback. Said here, not
 * per call: the dialog closes as the list reads the dispute again.
 */
export function useSandboxDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SandboxDisputeInput) => read(api.admin.sandbox.disputes.$post({ json: input })),
    onSuccess: (_answer, input) => {
      toast.success(DISPUTE_DONE[input.status]);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentsKey }),
        client.invalidateQueries({ queryKey: revenueKey }),
      ]),
  });
}

const DISPUTE_DONE: Record<SandboxDisputeInput['status'], string> = {
  needs_response: 'Test dispute opened',
  won: 'Dispute won: the money is the team’s again',
  lost: 'Dispute lost',
};
