import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { formatCentsExact } from '../../../shared/money';
import {
  RECONCILED_MOVEMENTS,
  type ReconciliationRun,
  type ReconciliationRunsResponse,
} from '../../../shared/schemas/reconciliation';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { Refusal } from '../account/Refusal';

const runsKey = ['admin', 'reconciliation'] as const;

function Differences({ run }: { run: ReconciliationRun }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {run.differences.map((d) => (
        <li key={`${d.movement}:${d.ref}`} className="break-words text-slate-700">
          <span className="font-semibold text-danger">{RECONCILED_MOVEMENTS[d.movement]}</span>{' '}
          <span className="font-mono text-xs">{d.ref}</span>: ledger {formatCentsExact(d.ledgerCents)},
          provider {formatCentsExact(d.providerCents)} (off by{' '}
          {formatCentsExact(Math.abs(d.providerCents - d.ledgerCents))})
        </li>
      ))}
    </ul>
  );
}

function outcome(run: ReconciliationRun): string {
  if (run.finishedAt === null) return 'Running…';
  if (run.differences.length > 0) return `${run.differences.length} of ${run.checked} movements disagree`;
  if (run.checked === 0) return 'No money moved in this window.';
  return `${run.checked} ${run.checked === 1 ? 'movement' : 'movements'} compared: all agree`;
}

function RunRow({ run }: { run: ReconciliationRun }) {
  const clean = run.differences.length === 0;
  const Icon = clean ? CircleCheck : CircleAlert;
  return (
    <li className="flex gap-2 px-4 py-3 sm:px-5">
      <Icon className={`mt-0.5 size-4 shrink-0 ${clean ? 'text-field' : 'text-danger'}`} aria-hidden />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-slate-800">
          {run.trigger === 'nightly' ? 'Nightly' : 'On demand'} · {formatDate(run.windowStart)} to{' '}
          {formatDate(run.windowEnd)}
        </p>
        <p className="text-slate-600">{outcome(run)}</p>
        {!clean && <Differences run={run} />}
      </div>
    </li>
  );
}

/**
 * The ledger against the provider's balance transactions (issue 20): every night on its own, and now when
 * the admin asks; any movement the two disagree on is named with both figures.
 */
export function ReconciliationCard() {
  const client = useQueryClient();
  const runs = useQuery({
    queryKey: runsKey,
    queryFn: (): Promise<ReconciliationRunsResponse> => read(api.admin.reconciliation.$get()),
  });
  const runNow = useMutation({
    mutationFn: (): Promise<{ run: ReconciliationRun }> => read(api.admin.reconciliation.$post()),
    onSuccess: ({ run }) => {
      toast.success(run.differences.length === 0 ? 'Ledger and provider agree' : 'Differences found', {
        description: `${run.checked} movements of the last 24 hours compared.`,
      });
      return client.invalidateQueries({ queryKey: runsKey });
    },
  });
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="reconciliation-title">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          <div>
            <h3 id="reconciliation-title" className="font-semibold text-navy">
              Reconciliation
            </h3>
            <p className="text-sm text-slate-600">
              The ledger against the payment provider's balance, to the cent, every night.
            </p>
          </div>
          <Button size="sm" variant="secondary" loading={runNow.isPending} onClick={() => runNow.mutate()}>
            Reconcile now
          </Button>
        </div>
        <div className="px-4 empty:hidden sm:px-5">
          <Refusal error={runNow.error} />
        </div>
        {runs.isPending ? (
          <div className="p-4 sm:p-5">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : runs.data && runs.data.runs.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {runs.data.runs.map((run) => (
              <RunRow key={run.id} run={run} />
            ))}
          </ul>
        ) : (
          <p className="px-4 py-3 text-sm text-slate-600 sm:px-5">No run yet: the first runs tonight.</p>
        )}
      </section>
    </Card>
  );
}
