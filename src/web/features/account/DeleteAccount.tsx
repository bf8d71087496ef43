import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type DeleteAccountInput, deleteAccountSchema } from '../../../shared/schemas/account';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { applyFieldErrors } from '../roster/formErrors';
import { useDeleteAccount, useDeletionPlan } from './api';
import { CurrentPasswordField } from './CurrentPasswordField';
import { Refusal } from './Refusal';

function Lines({ lines, tone }: { lines: string[]; tone: 'danger' | 'plain' }) {
  const colour =
    tone === 'danger' ? 'border-danger/30 bg-red-50 text-danger' : 'border-slate-200 text-slate-700';
  return (
    <ul className={`space-y-2 rounded-[var(--radius-control)] border px-4 py-3 text-sm ${colour}`}>
      {lines.map((line) => (
        <li key={line} className="list-inside list-disc">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The dialog's body: what happens, read from the server, then the password that confirms it. */
function DeletionForm({ formId, remove }: { formId: string; remove: ReturnType<typeof useDeleteAccount> }) {
  const id = useId();
  const plan = useDeletionPlan(true);
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { currentPassword: '' },
  });
  const submit = (values: DeleteAccountInput) =>
    remove.mutate(values, { onError: (error) => applyFieldErrors(error, form.setError) });

  if (plan.isPending) {
    return (
      <div aria-busy="true" className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (plan.isError) return <Refusal error={plan.error} />;
  if (plan.data.blockers.length > 0) {
    return (
      <div className="space-y-3">
        <p className="text-sm font-semibold text-navy">Settle this first:</p>
        <Lines lines={plan.data.blockers} tone="danger" />
      </div>
    );
  }
  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(submit)} className="space-y-4">
      <p className="text-sm font-semibold text-navy">What happens:</p>
      <Lines lines={plan.data.consequences} tone="plain" />
      <CurrentPasswordField
        id={id}
        error={form.formState.errors.currentPassword?.message}
        field={form.register('currentPassword')}
      />
      <Refusal error={remove.error} />
    </form>
  );
}

/**
 * Leaving Homefield: the consequences are spelled out before the password is asked for, and anything that
 * must be settled first (money held, a dispute, the last admin) is said instead.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const plan = useDeletionPlan(open);
  const remove = useDeleteAccount();
  const blocked = (plan.data?.blockers.length ?? 0) > 0;
  return (
    <div>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Delete your account?"
          description="This cannot be undone. Read what happens to your teams, sponsorships and gifts first."
          footer={
            <>
              <DialogCancel />
              {plan.isSuccess && !blocked && (
                <Button type="submit" form={formId} variant="destructive" loading={remove.isPending}>
                  Delete my account
                </Button>
              )}
            </>
          }
        >
          {open && <DeletionForm formId={formId} remove={remove} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
