import { MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { useSession } from '../../lib/session';

/** A reminder for signed-in users who have not confirmed their email yet; nothing else is blocked by it. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const resend = useMutation({
    mutationFn: (): Promise<{ sent: boolean }> => read(api.auth['resend-confirmation'].$post()),
    onSuccess: () =>
      toast.success('Confirmation email sent', { description: `Check the inbox of ${user?.email}.` }),
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status === 429 ? 'Too Many Attempts' : 'Error', {
        description:
          error instanceof ApiError ? error.message : 'Failed to send the email. Please try again.',
      }),
  });
  if (!user || user.emailVerified) return null;
  return (
    <div role="status" className="border-b border-amber/30 bg-amber-bg text-amber">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <MailWarning className="size-4 shrink-0" aria-hidden />
        <span className="flex-1">Please confirm your email address: we sent a link to {user.email}.</span>
        <button
          type="button"
          className="font-semibold underline underline-offset-2 disabled:opacity-60"
          disabled={resend.isPending || resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {resend.isSuccess ? 'Sent' : 'Resend email'}
        </button>
      </div>
    </div>
  );
}
