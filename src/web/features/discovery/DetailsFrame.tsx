import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ApiError } from '../../lib/api';
import { BackLink, DetailsSkeleton } from './DetailLayout';
import { useFailureToast } from './useFailureToast';
import { VerifiedBadge } from './VerifiedBadge';

interface DetailsFrameProps<T> {
  details: UseQueryResult<T>;
  /** What the page shows, capitalised: 'Team'. */
  noun: string;
  /** The listing the page was opened from, and the way back to it: 'Back to Teams'. */
  listPath: string;
  backLabel: string;
  /** Why a 404 may have happened, under 'Team Not Found'. */
  notFoundText: string;
  /** The toast for any other failure, after which the page returns to the listing. */
  failureMessage: string;
  title: (data: T) => string;
  children: (data: T) => ReactNode;
}

/** A discovery detail page's states: Not Found, loading, or the loaded page under a Back link. */
export function DetailsFrame<T>({
  details,
  noun,
  listPath,
  backLabel,
  notFoundText,
  failureMessage,
  title,
  children,
}: DetailsFrameProps<T>) {
  const navigate = useNavigate();
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  useFailureToast(details.isError && !notFound, failureMessage, () => navigate(listPath, { replace: true }));

  if (notFound) {
    return (
      <PageShell title={`${noun} Not Found`}>
        <EmptyState
          icon={<SearchX aria-hidden />}
          title={`${noun} Not Found`}
          description={notFoundText}
          action={
            <Link to={listPath} className={buttonClasses('primary')}>
              {backLabel}
            </Link>
          }
        />
      </PageShell>
    );
  }
  if (!details.isSuccess) {
    return (
      <PageShell title={noun}>
        <DetailsSkeleton label={`Loading the ${noun.toLowerCase()}`} />
      </PageShell>
    );
  }
  return (
    <PageShell title={title(details.data)}>
      <div className="space-y-6">
        <BackLink to={listPath}>{backLabel}</BackLink>
        {children(details.data)}
      </div>
    </PageShell>
  );
}

interface DetailHeroProps {
  /** The line above the name: sport and age group, or industry. */
  kicker: ReactNode;
  name: string;
  verified: boolean;
  /** Where, who: the line under the name. */
  children?: ReactNode;
  /** The page's main button. */
  action: ReactNode;
}

/** The header card of a detail page: name and badge, the facts around it, the main action on the right. */
export function DetailHero({ kicker, name, verified, children, action }: DetailHeroProps) {
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6 md:flex-row md:items-end md:justify-between">
      <div className="min-w-0">
        {kicker}
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-3xl font-bold break-words sm:text-4xl">{name}</h1>
          {verified && <VerifiedBadge />}
        </div>
        {children}
      </div>
      {action}
    </Card>
  );
}
