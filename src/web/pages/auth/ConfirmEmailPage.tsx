import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { api } from '../../lib/api';
import { safeNext } from '../../lib/guard';
import { sessionKey } from '../../lib/session';

/** Opened from the confirmation email; confirming is harmless to repeat, so it runs on open. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = safeNext(params.get('next'));
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api('/auth/confirm-email', { body: { token } }),
    // The reminder banner reads emailVerified from the session: refresh it now, not at the next poll.
    onSuccess: () => client.invalidateQueries({ queryKey: sessionKey }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  return (
    <PageShell>
      <Card className="mx-auto mt-10 max-w-md p-8 text-center">
        {confirm.isSuccess ? (
          <>
            <CheckCircle2 className="mx-auto size-12 text-field" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">Email confirmed</h1>
            <p className="mt-2 text-slate-600">Thanks! Your email address is confirmed.</p>
          </>
        ) : failed ? (
          <>
            <XCircle className="mx-auto size-12 text-danger" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">Link Invalid</h1>
            <p className="mt-2 text-slate-600">This confirmation link is invalid or has expired.</p>
          </>
        ) : (
          <Spinner label="Confirming your email" />
        )}
        {next && confirm.isSuccess ? (
          <Link to={next} className={`${buttonClasses('primary', 'md')} mt-6`}>
            Continue registration
          </Link>
        ) : (
          <Link to="/" className={`${buttonClasses('primary', 'md')} mt-6`}>
            Return Home
          </Link>
        )}
      </Card>
    </PageShell>
  );
}
