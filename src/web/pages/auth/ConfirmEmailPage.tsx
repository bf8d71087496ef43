import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { homeFor } from '../../../shared/roles';
import type { ConfirmEmailResponse, SessionResponse } from '../../../shared/schemas/auth';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { api } from '../../lib/api';
import { safeNext } from '../../lib/guard';
import { sessionKey } from '../../lib/session';

/**
 * Opened from the confirmation email: the first time it confirms the address and signs its owner in (a
 * sign-up signs nobody in by itself); opened again it says the address is already confirmed.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = safeNext(params.get('next'));
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => api<ConfirmEmailResponse>('/auth/confirm-email', { body: { token } }),
    onSuccess: async ({ user, alreadyConfirmed }) => {
      if (alreadyConfirmed) return;
      // The page's own first session request may still be on its way, sent before this sign-in: its
      // answer (nobody) would overwrite the user and send 'Continue' to the sign-in page.
      await client.cancelQueries({ queryKey: sessionKey });
      client.setQueryData<SessionResponse>(sessionKey, { user });
      if (user?.type === 'team') {
        toast.success('Welcome to Homefield!', {
          description: 'You can complete your team profile anytime from the dashboard.',
        });
      }
    },
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate();
  }, [token, mutate]);

  const failed = !token || confirm.isError;
  const done = confirm.data;
  const signedIn = done?.user ?? null;
  return (
    <PageShell>
      <Card className="mx-auto mt-10 max-w-md p-8 text-center">
        {done ? (
          <>
            <CheckCircle2 className="mx-auto size-12 text-field" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">
              {done.alreadyConfirmed ? 'Email already confirmed' : 'Email confirmed'}
            </h1>
            <p className="mt-2 text-slate-600">
              {done.alreadyConfirmed
                ? signedIn
                  ? 'This link was used before. You are signed in.'
                  : 'This link was used before. Sign in with your email and password.'
                : 'Thanks! Your email address is confirmed and you are signed in.'}
            </p>
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
        {done && !signedIn ? (
          <Link
            to={`/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`}
            className={`${buttonClasses('primary', 'md')} mt-6`}
          >
            Sign In
          </Link>
        ) : done ? (
          <Link
            to={next ?? homeFor(signedIn?.type ?? 'none')}
            className={`${buttonClasses('primary', 'md')} mt-6`}
          >
            {next ? 'Continue registration' : 'Continue'}
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
