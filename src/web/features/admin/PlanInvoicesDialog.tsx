import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { AdminPlanInvoice, AdminPlanRow } from '../../../shared/schemas/plans';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { Refusal } from '../account/Refusal';

const invoicesKey = (subscriptionId: string) => ['admin', 'plans', 'invoices', subscriptionId] as const;

/** How much of an invoice went back, said beside it. */
function refundState(invoice: AdminPlanInvoice): string | null {
  if (invoice.refundedCents >= invoice.amountCents) return 'Refunded';
  if (invoice.refundRequested) return 'Refund requested';
  return invoice.refundedCents > 0 ? `${formatCentsExact(invoice.refundedCents)} refunded` : null;
}

/** An admin may refund what is left, once (a refund made at the provider directly may leave a part). */
const refundable = (invoice: AdminPlanInvoice) =>
  invoice.refundedCents < invoice.amountCents && !invoice.refundRequested;

/** The refund form of one invoice: a reason, and whether the plan ends with it. */
function RefundForm({
  invoice,
  live,
  onDone,
}: {
  invoice: AdminPlanInvoice;
  live: boolean;
  onDone: (ended: boolean) => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [endPlan, setEndPlan] = useState(false);
  const refund = useMutation({
    mutationFn: (): Promise<{ invoice: AdminPlanInvoice }> =>
      read(
        api.admin['plan-invoices'][':invoiceId'].refund.$post({
          param: { invoiceId: invoice.id },
          json: { reason, endPlan },
        }),
      ),
    onSuccess: () => {
      toast.success('Refund sent', {
        description: `${formatCentsExact(invoice.amountCents - invoice.refundedCents)} goes back to the card.`,
      });
      void client.invalidateQueries({ queryKey: ['admin', 'plans'] });
      onDone(endPlan);
    },
  });
  const fieldError = refund.error instanceof ApiError ? refund.error.fields.reason?.[0] : undefined;
  return (
    <form
      noValidate
      className="mt-3 space-y-3 rounded-[var(--radius-control)] bg-slate-50 p-3 ring-1 ring-slate-200"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate();
      }}
    >
      <Field label="Reason" htmlFor={`${id}-reason`} required error={fieldError}>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      {live && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={endPlan}
            onChange={(e) => setEndPlan(e.target.checked)}
          />
          End the plan now as well
        </label>
      )}
      <Refusal error={refund.error} />
      <Button type="submit" variant="destructive" size="sm" loading={refund.isPending}>
        Refund {formatCentsExact(invoice.amountCents - invoice.refundedCents)}
      </Button>
    </form>
  );
}

/** A subscription's invoices, each refundable once by an admin (issue 21). */
export function PlanInvoicesDialog({ row, onClose }: { row: AdminPlanRow | null; onClose: () => void }) {
  const [refunding, setRefunding] = useState<string | null>(null);
  const invoices = useQuery({
    queryKey: invoicesKey(row?.id ?? ''),
    queryFn: (): Promise<{ invoices: AdminPlanInvoice[] }> =>
      read(api.admin.plans[':subscriptionId'].invoices.$get({ param: { subscriptionId: row!.id } })),
    enabled: row !== null,
  });
  const live = row?.status === 'active' || row?.status === 'past_due';
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`${row?.account.name ?? 'Plan'} invoices`}
        description="Refunds go back to the card paid with."
      >
        {invoices.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : invoices.isError ? (
          <p className="text-slate-600">Could not load the invoices. Please try again.</p>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="text-slate-600">No invoices: nothing was paid.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {invoices.data.invoices.map((invoice) => {
              const state = refundState(invoice);
              return (
                <li key={invoice.id} className="py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="text-sm">
                      <p className="font-medium text-navy">
                        {PLANS[invoice.plan].name}
                        {invoice.kind === 'proration' ? ', prorated' : ''} · {invoice.reference}
                      </p>
                      <p className="text-slate-600">
                        {formatDate(invoice.paidAt)} · {formatCentsExact(invoice.amountCents)}
                        {state && ` · ${state}`}
                      </p>
                    </div>
                    {refundable(invoice) && refunding !== invoice.id && (
                      <Button variant="ghost" size="sm" onClick={() => setRefunding(invoice.id)}>
                        Refund
                      </Button>
                    )}
                  </div>
                  {refunding === invoice.id && (
                    <RefundForm invoice={invoice} live={live} onDone={() => setRefunding(null)} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
