import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import { PLANS } from '../../../shared/plans';
import type { PlanView } from '../../../shared/schemas/plans';
import { Card } from '../../components/ui/Card';
import { DownloadLink } from '../../components/ui/DownloadLink';
import { invoicePath } from './api';

/** Every period the team paid for, newest first, each with its PDF. */
export function InvoiceList({ view }: { view: PlanView }) {
  return (
    <section aria-labelledby="invoices" className="space-y-4">
      <h2 id="invoices" className="text-xl font-bold">
        Invoices
      </h2>
      <Card className="divide-y divide-slate-200">
        {view.invoices.length === 0 ? (
          <p className="p-5 text-slate-600">
            No invoices yet. Each payment for a plan appears here with its PDF.
          </p>
        ) : (
          view.invoices.map((invoice) => (
            <div key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 p-4 sm:px-5">
              <div className="min-w-0">
                <p className="font-semibold text-navy">
                  {PLANS[invoice.plan].name}, {PLANS[invoice.plan].period}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDate(invoice.paidAt)} · {invoice.reference}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-navy tabular-nums">
                  {formatCentsExact(invoice.amountCents)}
                </span>
                <DownloadLink
                  href={invoicePath(view.account, invoice.id)}
                  label={`Download invoice ${invoice.reference}`}
                >
                  PDF
                </DownloadLink>
              </div>
            </div>
          ))
        )}
      </Card>
    </section>
  );
}
