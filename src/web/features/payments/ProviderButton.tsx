import type { UseMutationResult } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '../../components/ui/Button';
import { ApiError } from '../../lib/api';
import { appPath } from './navigation';

/**
 * A button that asks the server for a page of the payment provider (a checkout, an onboarding, a card
 * form) and goes there: the router for the sandbox's pages, the browser for Stripe's. It stays busy until
 * the next page takes over, so a second press cannot ask for a second link.
 */
export function ProviderButton({
  start,
  errorTitle,
  children,
  ...props
}: {
  start: UseMutationResult<{ url: string }, Error, void>;
  errorTitle: string;
  children: ReactNode;
} & Omit<ButtonProps, 'onClick' | 'loading'>) {
  const navigate = useNavigate();
  const { reset } = start;

  // Back from the provider's page, the browser may show this page from its cache with the button still busy.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [reset]);

  const press = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => {
        const path = appPath(url);
        if (path) navigate(path);
        else window.location.assign(url);
      },
      onError: (error) =>
        toast.error(errorTitle, {
          description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        }),
    });

  const busy = start.isPending || start.isSuccess;
  return (
    <Button {...props} loading={busy} onClick={press}>
      {children}
      {!busy && <ArrowRight className="size-4" aria-hidden />}
    </Button>
  );
}
