import { Ban, Database, Download, RefreshCw, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { SecurityEvent } from '../../../shared/schemas/admin';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAdminLoadFailure } from './access';
import { SECURITY_REPORT_URL, useSecurityOverview } from './api';
import { formatDateTime } from './format';
import { StatGrid, StatGridSkeleton } from './StatGrid';

const ACTIONS: Record<string, { label: string; tone: BadgeTone }> = {
  AUTH_SIGNIN_FAILED: { label: 'Sign-in failed', tone: 'failed' },
  AUTH_SIGNUP_FAILED: { label: 'Sign-up failed', tone: 'failed' },
  AUTH_RATE_LIMITED: { label: 'Rate limited', tone: 'pending' },
  DATA_ACCESS: { label: 'Data access', tone: 'completed' },
  SECURITY_EVENT: { label: 'Security event', tone: 'navy' },
  TEAM_BLOCKED_BUSINESS: { label: 'Business blocked', tone: 'failed' },
  TEAM_UNBLOCKED_BUSINESS: { label: 'Business unblocked', tone: 'neutral' },
  PAYMENT_REFUNDED: { label: 'Payment refunded', tone: 'pending' },
  AUTH_PASSWORD_RESET: { label: 'Password reset', tone: 'navy' },
  AUTH_PASSWORD_RESET_FAILED: { label: 'Reset refused', tone: 'failed' },
  AUTH_PASSWORD_CHANGED: { label: 'Password changed', tone: 'navy' },
  AUTH_PASSWORD_CHANGE_FAILED: { label: 'Password change refused', tone: 'failed' },
  AUTH_SESSIONS_ENDED: { label: 'Sessions ended', tone: 'neutral' },
  AUTH_EMAIL_CHANGE_REQUESTED: { label: 'Email change asked', tone: 'pending' },
  AUTH_EMAIL_CHANGED: { label: 'Email changed', tone: 'navy' },
};

function ActionBadge({ action }: { action: string }) {
  const known = ACTIONS[action];
  return (
    <Badge tone={known?.tone ?? 'neutral'} title={action}>
      {known?.label ?? action}
    </Badge>
  );
}

function EventRow({ event }: { event: SecurityEvent }) {
  const hasDetails = event.details !== null && event.details !== undefined;
  return (
    <li className="px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ActionBadge action={event.action} />
        <time dateTime={event.createdAt} className="text-sm text-slate-500 tabular-nums">
          {formatDateTime(event.createdAt)}
        </time>
      </div>
      <p className="mt-1 break-words text-slate-800">{event.comment || 'No description'}</p>
      {event.actorEmail && <p className="text-sm break-words text-slate-500">By {event.actorEmail}</p>}
      {hasDetails && (
        <details className="group mt-2">
          <summary className="inline-flex min-h-9 cursor-pointer items-center rounded-[var(--radius-control)] text-sm font-semibold text-sky hover:underline">
            Details
          </summary>
          <pre className="mt-2 max-h-60 overflow-auto rounded-[var(--radius-control)] bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">
            {JSON.stringify(event.details, null, 2)}
          </pre>
        </details>
      )}
    </li>
  );
}

/** Security (spec part 2, section 2.16): the last 24 hours' counters, the 50 newest events, the report. */
export function SecurityTab() {
  const security = useSecurityOverview();
  useAdminLoadFailure(security.error, 'Failed to fetch security events');

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-bold">Security Monitoring</h2>
          <p className="text-slate-600">
            Sign-in failures, rate limits, password resets, blocked businesses and data access across
            Homefield.
          </p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={security.isFetching}
            onClick={() => security.refetch()}
          >
            {!security.isFetching && <RefreshCw className="size-4" aria-hidden />}
            Refresh
          </Button>
          <a href={SECURITY_REPORT_URL} download className={buttonClasses('secondary', 'sm')}>
            <Download className="size-4" aria-hidden />
            Export Report
          </a>
        </div>
      </div>

      {security.isPending ? (
        <>
          <StatGridSkeleton count={3} />
          <Skeleton className="h-96 w-full rounded-[var(--radius-card)]" />
        </>
      ) : security.isError ? (
        <EmptyState
          icon={<ShieldAlert />}
          title="Failed to fetch security events"
          description="Check your connection and try again."
          action={<Button onClick={() => security.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <StatGrid
            stats={[
              {
                label: 'Failed Attempts',
                value: security.data.counts.failedAttempts,
                icon: <ShieldAlert />,
                hint: 'Last 24 hours',
              },
              {
                label: 'Rate Limited',
                value: security.data.counts.rateLimited,
                icon: <Ban />,
                hint: 'Last 24 hours',
              },
              {
                label: 'Data Access',
                value: security.data.counts.dataAccess,
                icon: <Database />,
                hint: 'Last 24 hours',
              },
            ]}
          />
          {security.data.events.length === 0 ? (
            <EmptyState
              icon={<ShieldCheck />}
              title="No security events yet"
              description="Failed sign-ins, rate limits and admin data access will be listed here."
            />
          ) : (
            <Card>
              <h3 className="border-b border-slate-200 px-4 py-3 font-semibold sm:px-5">
                Recent Security Events
              </h3>
              <ul className="divide-y divide-slate-200">
                {security.data.events.map((event) => (
                  <EventRow key={event.id} event={event} />
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
