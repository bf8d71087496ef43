import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../shared/constants';
import { dollarsToCents, formatCents } from '../../../shared/money';
import {
  AMOUNT_REQUIRED,
  type Expense,
  type ExpenseInput,
  expenseInputSchema,
  RECEIPT_MAX_BYTES,
  RECEIPT_TOO_LARGE,
  RECEIPT_TYPES,
} from '../../../shared/schemas/expenses';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { Refusal } from '../account/Refusal';
import { useSaveExpense } from './api';

/** The form as typed: dollars for the amount; the rest is the API's own rules. */
const formSchema = expenseInputSchema.extend({
  amountCents: z.string().transform((typed, ctx) => {
    const cents = dollarsToCents(typed);
    if (cents === null || cents <= 0) ctx.addIssue({ code: 'custom', message: AMOUNT_REQUIRED });
    return cents ?? 0;
  }),
});
type FormInput = z.input<typeof formSchema>;

/** Today on the coach's own calendar, as the date field writes it. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

interface ExpenseFormProps {
  formId: string;
  save: ReturnType<typeof useSaveExpense>;
  /** The expense being corrected; a new one when absent. */
  expense?: Expense;
  onDone: () => void;
}

function ExpenseForm({ formId, save, expense, onDone }: ExpenseFormProps) {
  const id = useId();
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, ExpenseInput>({
    resolver: zodResolver(formSchema),
    defaultValues: expense
      ? {
          amountCents: (expense.amountCents / 100).toFixed(2),
          spentOn: expense.spentOn,
          category: expense.category,
          description: expense.description,
        }
      : { amountCents: '', spentOn: today(), category: 'uniforms', description: '' },
  });
  useUnsaved(form.formState.isDirty || receipt !== null);
  const { errors } = form.formState;

  const chooseReceipt = (file: File | null) => {
    setReceiptError(file && file.size > RECEIPT_MAX_BYTES ? RECEIPT_TOO_LARGE : null);
    setReceipt(file);
  };

  const submit = (input: ExpenseInput) => {
    if (receiptError) return;
    save.mutate(
      { input, receipt },
      {
        onSuccess: (saved) => {
          toast.success(expense ? 'Expense updated' : 'Expense recorded', {
            description: `${formatCents(saved.amountCents)} for ${saved.description}.`,
          });
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(field as keyof FormInput, { type: 'server', message: messages[0] });
          }
          if (error.code.startsWith('RECEIPT_')) {
            // The expense is recorded; only its receipt was refused.
            toast.warning('Expense saved without its receipt', { description: error.message });
            onDone();
          }
        },
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Amount ($)" htmlFor={`${id}-amount`} required error={errors.amountCents?.message}>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="120.00"
            invalid={Boolean(errors.amountCents)}
            aria-describedby={errors.amountCents ? `${id}-amount-error` : undefined}
            {...form.register('amountCents')}
          />
        </Field>
        <Field label="Date" htmlFor={`${id}-date`} required error={errors.spentOn?.message}>
          <Input
            id={`${id}-date`}
            type="date"
            max={today()}
            invalid={Boolean(errors.spentOn)}
            aria-describedby={errors.spentOn ? `${id}-date-error` : undefined}
            {...form.register('spentOn')}
          />
        </Field>
      </div>
      <Field label="Category" htmlFor={`${id}-category`} required error={errors.category?.message}>
        <Select id={`${id}-category`} invalid={Boolean(errors.category)} {...form.register('category')}>
          {EXPENSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {EXPENSE_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label="What it was for"
        htmlFor={`${id}-description`}
        required
        error={errors.description?.message}
      >
        <Input
          id={`${id}-description`}
          placeholder="Home jerseys for 16 players"
          invalid={Boolean(errors.description)}
          aria-describedby={errors.description ? `${id}-description-error` : undefined}
          {...form.register('description')}
        />
      </Field>
      <Field
        label="Receipt"
        htmlFor={`${id}-receipt`}
        error={receiptError ?? undefined}
        hint={
          expense?.receiptType
            ? 'A new photo or PDF replaces the receipt kept now. Up to 5 MB; only your team sees it.'
            : 'A photo or a PDF, up to 5 MB. Only your team sees it.'
        }
      >
        <input
          id={`${id}-receipt`}
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          aria-describedby={receiptError ? `${id}-receipt-error` : `${id}-receipt-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-[var(--radius-control)] file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-navy"
          onChange={(event) => chooseReceipt(event.target.files?.[0] ?? null)}
        />
      </Field>
      <Refusal error={save.error} />
    </form>
  );
}

/** The expense form in its dialog: a new expense, or `expense` to correct. */
export function ExpenseDialog({
  teamId,
  expense,
  open,
  onOpenChange,
}: {
  teamId: string;
  expense?: Expense;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const save = useSaveExpense(teamId, expense?.id ?? null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={expense ? 'Edit expense' : 'Add expense'}
        description="What the team spent, so families and sponsors see their money at work."
        footer={
          <>
            <DialogCancel />
            <Button type="submit" form={formId} loading={save.isPending}>
              Save expense
            </Button>
          </>
        }
      >
        {open && (
          <ExpenseForm formId={formId} save={save} expense={expense} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** "Add expense": the button and its dialog. */
export function AddExpenseButton({ teamId }: { teamId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Add expense
      </Button>
      <ExpenseDialog teamId={teamId} open={open} onOpenChange={setOpen} />
    </>
  );
}
