import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { dollarsToCents, formatCents } from '../../../shared/money';
import { INVALID_AMOUNT } from '../../../shared/schemas/donations';
import { type MonthlyGift, monthlyAmountSchema } from '../../../shared/schemas/giving';
import { Button } from '../../components/ui/Button';
import { DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ItemDialog } from '../../components/ui/ItemDialog';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { Refusal } from '../account/Refusal';
import { useChangeMonthlyAmount } from './api';

/** The amount as typed in dollars, checked by the API's own rule once in cents. */
const formSchema = z.object({
  amount: z.string().transform((typed, ctx) => {
    const cents = dollarsToCents(typed);
    const checked = monthlyAmountSchema.shape.amount.safeParse(cents ?? Number.NaN);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? INVALID_AMOUNT });
    return cents ?? 0;
  }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** Changes what a monthly donation gives from its next month on. */
export function MonthlyAmountDialog({ gift, onClose }: { gift: MonthlyGift | null; onClose: () => void }) {
  return (
    <ItemDialog item={gift} onClose={onClose}>
      {(gift) => <AmountForm gift={gift} onClose={onClose} />}
    </ItemDialog>
  );
}

function AmountForm({ gift, onClose }: { gift: MonthlyGift; onClose: () => void }) {
  const id = useId();
  const change = useChangeMonthlyAmount(gift.id);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: (gift.amount / 100).toFixed(2) },
  });
  useUnsaved(form.formState.isDirty);
  const error = form.formState.errors.amount?.message;
  const submit = ({ amount }: FormOutput) =>
    change.mutate(
      { amount },
      {
        onSuccess: () => {
          toast.success('Monthly donation changed', {
            description: `From your next payment you give ${formatCents(amount)} a month to ${gift.playerName}.`,
          });
          onClose();
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.fields.amount?.[0] : undefined;
          if (message) form.setError('amount', { type: 'server', message });
        },
      },
    );
  return (
    <DialogContent
      title="Change monthly amount"
      description={`You give ${formatCents(gift.amount)} a month to ${gift.playerName} (${gift.teamName}). The new amount is charged from your next payment; what you already gave does not change.`}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <Field label="Amount per month ($)" htmlFor={`${id}-amount`} error={error} required>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            invalid={Boolean(error)}
            aria-describedby={error ? `${id}-amount-error` : undefined}
            {...form.register('amount')}
          />
        </Field>
        <Refusal
          error={change.error instanceof ApiError && change.error.fields.amount ? null : change.error}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep it as it is
          </Button>
          <Button type="submit" loading={change.isPending}>
            Save new amount
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
