import { Paperclip, Pencil, Receipt, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EXPENSE_CATEGORY_LABELS } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import { formatCents } from '../../../shared/money';
import { type Expense, RECEIPT_TYPES } from '../../../shared/schemas/expenses';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DialogCancel, DialogContent } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';
import { Refusal } from '../account/Refusal';
import { Pagination } from '../discovery/Pagination';
import { receiptUrl, useAttachReceipt, useDeleteExpense, useExpenses } from './api';
import { AddExpenseButton, ExpenseDialog } from './ExpenseDialog';
import { SpendingSummary } from './SpendingSummary';

function ReceiptControl({ teamId, expense }: { teamId: string; expense: Expense }) {
  const id = useId();
  const attach = useAttachReceipt(teamId);
  if (expense.receiptType) {
    return (
      <a
        href={receiptUrl(teamId, expense.id)}
        target={expense.receiptType === 'application/pdf' ? undefined : '_blank'}
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-sky underline-offset-2 hover:underline"
      >
        <Receipt className="size-4" aria-hidden />
        Receipt<span className="sr-only"> for {expense.description}</span>
      </a>
    );
  }
  return (
    <label
      htmlFor={`${id}-file`}
      className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-[var(--radius-control)] px-1 text-sm font-semibold text-slate-600 focus-within:outline-3 focus-within:outline-sky hover:text-navy"
    >
      <Paperclip className="size-4" aria-hidden />
      {attach.isPending ? 'Attaching…' : 'Attach receipt'}
      <span className="sr-only"> for {expense.description}</span>
      <input
        id={`${id}-file`}
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          attach.mutate(
            { expenseId: expense.id, file },
            {
              onError: (error) =>
                toast.error('Receipt not attached', {
                  description: error instanceof ApiError ? error.message : 'Please try again.',
                }),
            },
          );
        }}
      />
    </label>
  );
}

function RemoveDialog({
  teamId,
  expense,
  onClose,
}: {
  teamId: string;
  expense: Expense | null;
  onClose: () => void;
}) {
  const remove = useDeleteExpense(teamId);
  return (
    <ItemDialog item={expense} onClose={onClose}>
      {(expense) => (
        <DialogContent
          title="Remove this expense?"
          description={`${formatCents(expense.amountCents)} for ${expense.description}, and its receipt. The team's page stops counting it.`}
          footer={
            <>
              <DialogCancel />
              <Button
                variant="destructive"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(expense.id, {
                    onSuccess: () => {
                      toast.success('Expense removed');
                      onClose();
                    },
                  })
                }
              >
                Remove expense
              </Button>
            </>
          }
        >
          <Refusal error={remove.error} />
        </DialogContent>
      )}
    </ItemDialog>
  );
}

/** The team dashboard's expenses: raised against spent this season, and every expense with its receipt. */
export function ExpensesPanel({ teamId }: { teamId: string }) {
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Expense | null>(null);
  // The expense stays while its dialog closes, so the title does not change under the closing animation.
  const [editing, setEditing] = useState<{ expense: Expense; open: boolean } | null>(null);
  const expenses = useExpenses(teamId, page);

  if (expenses.isPending) {
    return (
      <Card className="space-y-4 p-5" aria-busy="true">
        <span className="sr-only">Loading expenses</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-12 w-full" />
      </Card>
    );
  }
  if (expenses.isError) return <Refusal error={expenses.error} />;
  const { season, expenses: rows, total, pageSize } = expenses.data;
  return (
    <Card className="space-y-5 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-slate-600">
          Your team page shows what you raised against what you spent this season, by category, so families
          and sponsors see their money at work. Receipts stay private to you.
        </p>
        <AddExpenseButton teamId={teamId} />
      </div>
      {total === 0 ? (
        <EmptyState
          icon={<Receipt aria-hidden />}
          title="No expenses yet"
          description="Record uniforms, travel, league fees and equipment as you pay for them."
        />
      ) : (
        <>
          <SpendingSummary spending={season} />
          <ul className="divide-y divide-slate-200 border-t border-slate-200">
            {rows.map((expense) => (
              <li key={expense.id} className="py-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold break-words text-navy">{expense.description}</p>
                    <p className="text-sm text-slate-600">
                      {formatCalendarDate(expense.spentOn)} · {EXPENSE_CATEGORY_LABELS[expense.category]}
                    </p>
                  </div>
                  <p className="shrink-0 font-semibold text-navy tabular-nums">
                    {formatCents(expense.amountCents)}
                  </p>
                </div>
                <div className="-ml-1 flex items-center justify-between gap-2">
                  <ReceiptControl teamId={teamId} expense={expense} />
                  <div className="flex items-center">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${expense.description}`}
                      onClick={() => setEditing({ expense, open: true })}
                    >
                      <Pencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${expense.description}`}
                      onClick={() => setRemoving(expense)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={setPage}
            label="Expense pages"
            scrollToTop={false}
          />
        </>
      )}
      <RemoveDialog teamId={teamId} expense={removing} onClose={() => setRemoving(null)} />
      {editing && (
        <ExpenseDialog
          key={editing.expense.id}
          teamId={teamId}
          expense={editing.expense}
          open={editing.open}
          onOpenChange={(open) => setEditing({ ...editing, open })}
        />
      )}
    </Card>
  );
}
