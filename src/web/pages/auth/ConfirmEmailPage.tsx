import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { homeFor } from '../../../shared/roles';
import type { ConfirmEmailResponse, SessionResponse } from '../../../shared/schemas/auth';
import { PageShell } from '../../components/PageShell';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError, api, read } from '../../lib/api';
import { safeNext } from '../../lib/guard';
import { useMutation } from '../../lib/mutation';
import { sessionKey, useSession } from '../../lib/session';

/**
 * Opened from the confirmation email: the first time it confirms the address and signs its owner in (a
 * sign-up signs nobody in by itself). Opened again (a second press, another tab, weeks later) the server
 * answers the same success without a session (decision 0024), and the page says the address is already
 * confirmed: signed in if this browser holds the owner's session, otherwise "Please sign in". It never says
 * "invalid" then; only a link that never confirmed anything is invalid, and a failure on the way (the
 * network, the server) offers to try again rather than calling the link bad.
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const next = safeNext(params.get('next'));
  const client = useQueryClient();
  const session = useSession();
  /** This page's own post confirmed the address (a second, simultaneous post is told "already"). */
  const [confirmedHere, setConfirmedHere] = useState(false);
  const confirm = useMutation({
    mutationFn: (): Promise<ConfirmEmailResponse> =>
      read(api.auth['confirm-email'].$post({ json: { token } })),
    onSuccess: async ({ user, alreadyConfirmed }) => {
      if (alreadyConfirmed) {
        // A post that raced this page's first one is answered without a session, but the browser may hold
        // the first one's cookie by now: ask who is signed in rather than assume nobody.
        if (user) client.setQueryData<SessionResponse>(sessionKey, { user });
        else await client.invalidateQueries({ queryKey: sessionKey });
        return;
      }
      setConfirmedHere(true);
      // The page's own first session request may still be on its way, sent before this sign-in: its
      // answer (nobody) would overwrite the user and send 'Continue' to the sign-in page.
      await client.cancelQueries({ queryKey: sessionKey });
      client.setQueryData<SessionResponse>(sessionKey, { user });
      if (user?.type === 'team') {
        toast.success('Welcome to Homefield!', {
          id: 'confirm-email-welcome',
          description: 'You can complete your team profile anytime from the dashboard.',
        });
      }
    },
  });
  const { mutate } = confirm;
  /** The token this page has posted: once per link, even when effects run twice (React's StrictMode). */
  const posted = useRef<string | null>(null);
  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    mutate();
  }, [token, mutate]);

  const error = confirm.error;
  /** Only the server's word makes a link invalid (400); anything else on the way can be tried again. */
  const invalid = !token || (error instanceof ApiError && error.status === 400);
  const retryMessage = error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
  const done = confirm.data;
  const already = done?.alreadyConfirmed === true && !confirmedHere;
  const signedIn = done ? (done.user ?? (done.alreadyConfirmed ? session.user : null)) : null;
  const signInLink = (
    <Link
      to={`/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`}
      className={`${buttonClasses('primary', 'md')} mt-6`}
    >
      Sign In
    </Link>
  );
  return (
    <PageShell>
      <Card className="mx-auto mt-10 max-w-md p-8 text-center">
        {done ? (
          <>
            <CheckCircle2 className="mx-auto size-12 text-field" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">
              {already ? 'Email already confirmed' : 'Email confirmed'}
            </h1>
            <p className="mt-2 text-slate-600">
              {!already
                ? 'Thanks! Your email address is confirmed and you are signed in.'
                : signedIn
                  ? `Your email is already confirmed. You are signed in as ${signedIn.email}.`
                  : 'Your email is already confirmed. Please sign in.'}
            </p>
            {signedIn ? (
              <Link to={next ?? homeFor(signedIn.type)} className={`${buttonClasses('primary', 'md')} mt-6`}>
                {next ? 'Continue registration' : 'Continue'}
              </Link>
            ) : (
              signInLink
            )}
          </>
        ) : invalid ? (
          <>
            <XCircle className="mx-auto size-12 text-danger" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">Link Invalid</h1>
            <p className="mt-2 text-slate-600">
              This confirmation link is invalid or has expired. Sign in with your email and password and we
              will email you a new one.
            </p>
            {signInLink}
          </>
        ) : confirm.isError ? (
          <>
            <XCircle className="mx-auto size-12 text-danger" aria-hidden />
            <h1 className="mt-4 text-2xl font-bold">Could not confirm your email</h1>
            <p className="mt-2 text-slate-600">{retryMessage}</p>
            <Button className="mt-6" onClick={() => mutate()}>
              Try Again
            </Button>
          </>
        ) : (
          <>
            <Spinner label="Confirming your email" />
            <Link to="/" className={`${buttonClasses('primary', 'md')} mt-6`}>
              Return Home
            </Link>
          </>
        )}
      </Card>
    </PageShell>
  );
}
