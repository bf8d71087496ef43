import { CheckCircle2, MailCheck, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useConfirmEmailChange } from '../../features/account/api';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';

/**
 * Opened from the link mailed to a new address (issue 22). The change waits for a press, so a mail
 * scanner that opens links cannot spend it; the link works in any browser, signed in or not.
 */
export default function EmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const confirm = useConfirmEmailChange();
  const next = user ? { to: '/account', label: 'Account settings' } : { to: '/auth', label: 'Sign In' };
  const failure = !token
    ? 'This link is not valid. Ask for a new one from your account settings.'
    : confirm.error instanceof ApiError
      ? confirm.error.message
      : confirm.error
        ? 'Something went wrong. Please try again.'
        : null;

  return (
    <PageShell title="Confirm your new email">
      <Card className="mx-auto mt-10 max-w-md p-8 text-center">
        {confirm.data ? (
          <>
            <CheckCircle2 className="mx-auto size-12 text-field" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">Email changed</h1>
            <p className="mt-2 break-words text-slate-600">
              Your account now uses <span className="font-semibold text-navy">{confirm.data.email}</span>.
              Sign in with it from now on.
            </p>
            <Link to={next.to} className={`${buttonClasses('primary', 'md')} mt-6`}>
              {next.label}
            </Link>
          </>
        ) : failure && !(confirm.error instanceof ApiError && confirm.error.status >= 500) ? (
          <>
            <XCircle className="mx-auto size-12 text-danger" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">This link cannot be used</h1>
            <p role="alert" className="mt-2 text-slate-600">
              {failure}
            </p>
            <Link to={next.to} className={`${buttonClasses('primary', 'md')} mt-6`}>
              {next.label}
            </Link>
          </>
        ) : (
          <>
            <MailCheck className="mx-auto size-12 text-navy" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">Confirm your new email</h1>
            <p className="mt-2 text-slate-600">
              Press the button to make this address the email of your Homefield account.
            </p>
            <Button className="mt-6" loading={confirm.isPending} onClick={() => confirm.mutate(token)}>
              Confirm new email
            </Button>
          </>
        )}
      </Card>
    </PageShell>
  );
}
