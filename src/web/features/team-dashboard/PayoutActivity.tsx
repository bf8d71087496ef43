import { type ReactNode, useId, useState } from 'react';
import { PAYOUTS_PAGE_SIZE, type PayoutSummary } from '../../../shared/schemas/payouts';
import { Button } from '../../components/ui/Button';
import { Pagination } from '../discovery/Pagination';
import { PayoutBalance } from './PayoutBalance';
import { PayoutDetailDialog } from './PayoutDetailDialog';
import { PayoutList, PayoutListSkeleton } from './PayoutList';
import { useTeamPayouts } from './payouts-api';
import { StatementDownloads } from './StatementDownloads';

const EMPTY =
  "No payouts yet. Money reaches your bank a few days after it is paid, on the provider's schedule.";

/**
 * Where a connected team's money is (issue 20): the balance from Homefield to the bank, the payouts with
 * the payments each carried, and the statements to download.
 */
export function PayoutActivity({ teamId }: { teamId: string }) {
  const id = useId();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<PayoutSummary | null>(null);
  const payouts = useTeamPayouts(teamId, page);

  let list: ReactNode;
  if (payouts.isPending) {
    list = <PayoutListSkeleton />;
  } else if (payouts.isError) {
    list = null;
  } else if (payouts.data.total === 0) {
    list = (
      <p className="rounded-[var(--radius-control)] border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
        {EMPTY}
      </p>
    );
  } else if (payouts.data.payouts.length === 0) {
    // Fewer payouts than when this page was chosen.
    list = (
      <div className="rounded-[var(--radius-control)] px-4 py-5 ring-1 ring-slate-200 ring-inset">
        <p className="text-sm text-slate-600">There are no payouts on this page.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setPage(1)}>
          First page
        </Button>
      </div>
    );
  } else {
    list = (
      <div className="space-y-3">
        <PayoutList
          payouts={payouts.data.payouts}
          updating={payouts.isPlaceholderData}
          onDetails={setOpened}
        />
        <Pagination
          label="Payout pages"
          scrollToTop={false}
          page={payouts.data.page}
          pageSize={payouts.data.pageSize || PAYOUTS_PAGE_SIZE}
          total={payouts.data.total}
          onPageChange={setPage}
        />
      </div>
    );
  }

  return (
    <div className="mt-5 space-y-6">
      {payouts.isError ? (
        <div className="rounded-[var(--radius-control)] px-4 py-5 ring-1 ring-slate-200 ring-inset">
          <p className="text-sm text-slate-600">
            We could not load your balance and payouts. Please try again.
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => payouts.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <section aria-labelledby={`${id}-balance`} aria-busy={payouts.isPending || undefined}>
            <h4 id={`${id}-balance`} className="mb-2 text-sm font-semibold text-navy">
              Where your money is
            </h4>
            <PayoutBalance balance={payouts.data?.balance} />
          </section>
          <section aria-labelledby={`${id}-list`}>
            <h4 id={`${id}-list`} className="mb-2 text-sm font-semibold text-navy">
              Payouts to your bank
            </h4>
            {list}
          </section>
        </>
      )}
      <div className="border-t border-slate-200 pt-5">
        <StatementDownloads teamId={teamId} />
      </div>
      <PayoutDetailDialog teamId={teamId} payout={opened} onClose={() => setOpened(null)} />
    </div>
  );
}
