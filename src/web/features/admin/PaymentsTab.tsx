import { Receipt, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/dates';
import { LIMITS, tooLong } from '../../../shared/limits';
import { formatCents, formatCentsExact } from '../../../shared/money';
import { formatCount } from '../../../shared/numbers';
import {
  ADMIN_PAYMENTS_PAGE_SIZE,
  ADMIN_PAYMENTS_SEARCH_LABEL,
  type AdminPaymentRow,
  type AdminPaymentStatus,
} from '../../../shared/schemas/admin-payments';
import { DISPUTE_CLOSED, DISPUTE_RETURNED, type DisputeStatus } from '../../../shared/schemas/disputes';
import type { RefundStatus } from '../../../shared/schemas/refunds';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { FilterTextInput } from '../discovery/FilterTextInput';
import { Pagination } from '../discovery/Pagination';
import { useAdminLoadFailure } from './access';
import { formatDateTime } from './format';
import { RefundDialog } from './RefundDialog';
import { TestDisputeDialog } from './TestDisputeDialog';
import { type PaymentFilters, useAdminPayments } from './usePayments';

const LOAD_FAILED = 'Failed to load payments';
const SEARCH_ID = 'admin-payments-q';
const NO_FILTERS: PaymentFilters = { q: '', page: 1 };

// Refunded in amber, as on the team's list of gifts (GiftList.tsx).
const STATUS: Record<AdminPaymentStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'paid' },
  partly_refunded: { label: 'Partly refunded', tone: 'pending' },
  refunded: { label: 'Refunded', tone: 'pending' },
};

const REFUND_LABEL: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  sent: 'Refund sent',
  failed: 'Refund failed',
};

/**
 * A refund asked for and not yet confirmed by the provider: what is left cannot be known until it is, so
 * the button gives way to this.
 */
const refundUnderway = (payment: AdminPaymentRow) =>
  payment.status !== 'refunded' &&
  payment.refund !== null &&
  payment.refund.status !== 'failed' &&
  !payment.refund.applied;

/** The server refuses a refund while a dispute is open or after it was lost: no button then. */
const disputeStands = (payment: AdminPaymentRow) =>
  payment.dispute !== null && !DISPUTE_RETURNED.includes(payment.dispute.status);

const canRefund = (payment: AdminPaymentRow) =>
  payment.status !== 'refunded' && !refundUnderway(payment) && !disputeStands(payment);

function StatusBadge({ status }: { status: AdminPaymentStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

function PaidAt({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="whitespace-nowrap tabular-nums">
      {formatDate(iso)}
    </time>
  );
}

const DISPUTE_LABEL: Record<DisputeStatus, string> = {
  warning_needs_response: 'Inquiry opened',
  warning_under_review: 'Inquiry under review',
  warning_closed: 'Inquiry closed',
  needs_response: 'Disputed, needs a response',
  under_review: 'Disputed, under review',
  won: 'Dispute won',
  lost: 'Dispute lost',
  prevented: 'Dispute prevented',
};

/** A chargeback against the payment: where it stands, since when, and the issuer's reason. */
function DisputeNote({ payment }: { payment: AdminPaymentRow }) {
  const { dispute } = payment;
  if (!dispute) return null;
  const open = !DISPUTE_CLOSED.includes(dispute.status);
  return (
    <p
      className={`mt-1 text-xs break-words ${open || dispute.status === 'lost' ? 'text-danger' : 'text-slate-500'}`}
    >
      {DISPUTE_LABEL[dispute.status]} · opened {formatDate(dispute.openedAt)}:{' '}
      {dispute.reason.replaceAll('_', ' ')}
    </p>
  );
}

/** The refund asked for: how far it got, when, and why (what an admin reads before trying again). */
function RefundNote({ payment }: { payment: AdminPaymentRow }) {
  const { refund } = payment;
  if (!refund) return null;
  return (
    <p
      className={`mt-1 text-xs break-words ${refund.status === 'failed' ? 'text-danger' : 'text-slate-500'}`}
    >
      {REFUND_LABEL[refund.status]} {formatDate(refund.createdAt)} ({formatCentsExact(refund.amountCents)}):{' '}
      {refund.reason}
    </p>
  );
}

/** Under a partly refunded payment's amount: what went back so far. */
function PartRefunded({ payment }: { payment: AdminPaymentRow }) {
  if (payment.status !== 'partly_refunded') return null;
  return (
    <span className="block text-xs font-normal text-slate-500">
      {formatCentsExact(payment.refundedCents)} refunded
    </span>
  );
}

interface RowActions {
  onRefund: (payment: AdminPaymentRow) => void;
  /** Only on the sandbox, which lets the admin play the card issuer. */
  onDispute: ((payment: AdminPaymentRow) => void) | null;
}

/** A test dispute can be opened on what is left of a payment, and decided while it is open. */
const canDispute = (payment: AdminPaymentRow) =>
  payment.status !== 'refunded' &&
  (payment.dispute === null || !DISPUTE_CLOSED.includes(payment.dispute.status));

function PaymentActions({ payment, actions }: { payment: AdminPaymentRow; actions: RowActions }) {
  const about = (
    <span className="sr-only">
      {' '}
      {payment.reference}, {formatCents(payment.amountCents)} from {payment.payerName}
    </span>
  );
  const { onDispute } = actions;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {refundUnderway(payment) ? (
        <span className="text-sm text-slate-600">Refund in progress</span>
      ) : (
        canRefund(payment) && (
          <Button variant="secondary" size="sm" onClick={() => actions.onRefund(payment)}>
            Refund
            {about}
          </Button>
        )
      )}
      {onDispute && canDispute(payment) && (
        <Button variant="ghost" size="sm" onClick={() => onDispute(payment)}>
          {payment.dispute ? 'Decide dispute' : 'Test dispute'}
          {about}
        </Button>
      )}
    </div>
  );
}

const TH = 'px-4 py-2.5 font-semibold';
// Columns as narrow as their content, so the spare width goes to the payment and the payer.
const NARROW = `${TH} w-px whitespace-nowrap`;

function PaymentTable({ payments, actions }: { payments: AdminPaymentRow[]; actions: RowActions }) {
  return (
    // A very long name or email scrolls the table sideways instead of being cut off.
    <div className="hidden overflow-x-auto lg:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Payments, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={NARROW}>
              Paid
            </th>
            <th scope="col" className={NARROW}>
              Reference
            </th>
            <th scope="col" className={TH}>
              Payment
            </th>
            <th scope="col" className={TH}>
              Payer
            </th>
            <th scope="col" className={`${NARROW} text-right`}>
              Amount
            </th>
            <th scope="col" className={NARROW}>
              Status
            </th>
            <th scope="col" className={NARROW}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <tr key={`${payment.kind}-${payment.id}`} className="align-top">
              <td className="px-4 py-3 text-slate-700">
                <PaidAt iso={payment.paidAt} />
              </td>
              <td className="px-4 py-3 font-mono whitespace-nowrap text-slate-800">{payment.reference}</td>
              <td className="px-4 py-3">
                <p className="font-medium break-words text-slate-800">{payment.description}</p>
                <p className="break-words text-slate-600">{payment.teamName}</p>
                <RefundNote payment={payment} />
                <DisputeNote payment={payment} />
              </td>
              <td className="px-4 py-3">
                <p className="break-words text-slate-800">{payment.payerName}</p>
                {payment.payerEmail && payment.payerEmail !== payment.payerName && (
                  <p className="text-slate-600">{payment.payerEmail}</p>
                )}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-navy tabular-nums">
                {formatCents(payment.amountCents)}
                <PartRefunded payment={payment} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <StatusBadge status={payment.status} />
              </td>
              <td className="px-4 py-3 text-right">
                <PaymentActions payment={payment} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentCards({ payments, actions }: { payments: AdminPaymentRow[]; actions: RowActions }) {
  return (
    <ul className="divide-y divide-slate-200 lg:hidden">
      {payments.map((payment) => (
        <li key={`${payment.kind}-${payment.id}`} className="space-y-2 px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-navy">{payment.description}</p>
              <p className="text-sm break-words text-slate-600">{payment.teamName}</p>
            </div>
            <span className="text-right text-lg font-bold whitespace-nowrap text-navy tabular-nums">
              {formatCents(payment.amountCents)}
              <PartRefunded payment={payment} />
            </span>
          </div>
          <p className="text-sm break-words text-slate-700">
            From {payment.payerName}
            {payment.payerEmail && payment.payerEmail !== payment.payerName && (
              <span className="block wrap-anywhere text-slate-500">{payment.payerEmail}</span>
            )}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-500">
            <PaidAt iso={payment.paidAt} />
            <span aria-hidden>·</span>
            <span className="font-mono text-slate-700">{payment.reference}</span>
          </p>
          <RefundNote payment={payment} />
          <DisputeNote payment={payment} />
          <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
            <StatusBadge status={payment.status} />
            <PaymentActions payment={payment} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function PaymentsSkeleton() {
  return (
    <Card className="overflow-hidden" aria-busy="true">
      <span className="sr-only">Loading payments</span>
      <Skeleton className="hidden h-10 w-full rounded-none lg:block" />
      <div className="divide-y divide-slate-100">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="space-y-2 px-4 py-4 lg:py-3">
            <Skeleton className="h-5 w-3/4 lg:w-full" />
            <Skeleton className="h-4 w-1/2 lg:hidden" />
            <Skeleton className="h-4 w-2/3 lg:hidden" />
          </div>
        ))}
      </div>
    </Card>
  );
}

/** Payments (issue 20): every sponsorship and gift that went through, found by reference, payer or team. */
export function PaymentsTab() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  const [disputing, setDisputing] = useState<AdminPaymentRow | null>(null);
  const payments = useAdminPayments(filters);
  useAdminLoadFailure(payments.error, LOAD_FAILED);

  const search = (q: string) => {
    // Said here rather than sent: the API would refuse it with the same words.
    if (q.length > LIMITS.shortText) {
      setSearchError(tooLong(ADMIN_PAYMENTS_SEARCH_LABEL, LIMITS.shortText));
      return;
    }
    setSearchError(null);
    setFilters({ q, page: 1 });
  };
  const clear = () => {
    setSearchError(null);
    setFilters(NO_FILTERS);
  };

  const data = payments.data;
  const actions: RowActions = { onRefund: setRefunding, onDispute: data?.testDisputes ? setDisputing : null };
  let body: ReactNode;
  if (payments.isPending) {
    body = <PaymentsSkeleton />;
  } else if (!data) {
    body = (
      <EmptyState
        icon={<Receipt />}
        title={LOAD_FAILED}
        description="Check your connection and try again."
        action={<Button onClick={() => payments.refetch()}>Try again</Button>}
      />
    );
  } else if (data.total === 0 && filters.q) {
    body = (
      <EmptyState
        icon={<SearchX />}
        title={`No payments match “${filters.q}”`}
        description="Check the receipt reference (it looks like HF-1A2B3C4D), or try part of an email, a name or a team."
        action={
          <Button variant="secondary" onClick={clear}>
            Clear search
          </Button>
        }
      />
    );
  } else if (data.total === 0) {
    body = (
      <EmptyState
        icon={<Receipt />}
        title="No payments yet"
        description="Sponsorships and gifts show here as soon as a payment goes through, ready to refund if one has to go back."
        action={
          <Link to="/admin/dashboard?tab=approvals" className={buttonClasses('primary', 'md')}>
            Review waiting teams
          </Link>
        }
      />
    );
  } else if (data.payments.length === 0) {
    body = (
      <EmptyState
        icon={<Receipt />}
        title="Nothing on this page"
        description={`There are ${formatCount(data.total)} payments, all on earlier pages.`}
        action={
          <Button onClick={() => setFilters((current) => ({ ...current, page: 1 }))}>First page</Button>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <Card
          className={`overflow-hidden ${payments.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}`}
          aria-busy={payments.isPlaceholderData || undefined}
        >
          <PaymentTable payments={data.payments} actions={actions} />
          <PaymentCards payments={data.payments} actions={actions} />
        </Card>
        <Pagination
          page={data.page}
          pageSize={data.pageSize || ADMIN_PAYMENTS_PAGE_SIZE}
          total={data.total}
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          label="Payment pages"
          scrollToTop={false}
        />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold">Payments</h2>
        <p className="text-slate-600">
          Every sponsorship and gift that went through, newest first. Find one and refund it in full or in
          part.
        </p>
      </div>
      <Card className="p-4">
        <search>
          <Field
            label="Search payments"
            htmlFor={SEARCH_ID}
            error={searchError ?? undefined}
            hint="A receipt reference such as HF-1A2B3C4D, part of a payer's email or name, or a team's name."
          >
            <FilterTextInput
              id={SEARCH_ID}
              value={filters.q}
              onCommit={search}
              placeholder="HF-1A2B3C4D, email, name or team"
              invalid={Boolean(searchError)}
              aria-describedby={searchError ? `${SEARCH_ID}-error` : `${SEARCH_ID}-hint`}
              autoComplete="off"
            />
          </Field>
        </search>
      </Card>
      {data && data.total > 0 && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {formatCount(data.total)} {data.total === 1 ? 'payment' : 'payments'}
          {filters.q && ` matching “${filters.q}”`}
        </p>
      )}
      {body}
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
      <TestDisputeDialog payment={disputing} onClose={() => setDisputing(null)} />
    </div>
  );
}
