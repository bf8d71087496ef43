import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { type FamilyRequestView, familyRequestKindLabel } from '../../../shared/schemas/family-requests';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { api } from '../../lib/api';

interface Page {
  requests: FamilyRequestView[];
  page: number;
  hasMore: boolean;
}

const OUTCOMES: Record<string, string> = {
  page_hidden: 'Page hidden by the team',
  player_removed: 'Player removed by the team',
  declined: 'Answered by the team',
  auto_hidden: 'Hidden by Homefield at the deadline',
};

function state(request: FamilyRequestView): { label: string; tone: BadgeTone } {
  if (request.overdue) return { label: 'Overdue', tone: 'failed' };
  if (request.status === 'open') return { label: 'Open', tone: 'pending' };
  return {
    label: OUTCOMES[request.outcome ?? ''] ?? 'Closed',
    tone: request.status === 'done' ? 'paid' : 'neutral',
  };
}

/** Every family's request about a child's page, newest first: the record the admin keeps an eye on. */
export function FamilyRequestsTab() {
  const requests = useInfiniteQuery({
    queryKey: ['admin', 'family-requests'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api<Page>(`/admin/family-requests?page=${pageParam}`),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  if (requests.isPending) return <Skeleton className="h-40" />;
  if (requests.isError) {
    return (
      <EmptyState
        title="Requests could not be loaded"
        action={<Button onClick={() => requests.refetch()}>Try again</Button>}
      />
    );
  }
  const rows = requests.data.pages.flatMap((page) => page.requests);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck aria-hidden />}
        title="No requests from families"
        description="When a parent or guardian asks to take a child's page down, it shows here with its deadline and what the team did."
      />
    );
  }
  return (
    <div className="space-y-3">
      <Card>
        <ul className="divide-y divide-slate-200">
          {rows.map((request) => {
            const { label, tone } = state(request);
            return (
              <li key={request.id} className="space-y-1 px-4 py-3 sm:px-5">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone={tone}>{label}</Badge>
                  <span className="font-semibold text-navy">
                    {request.playerName} · {request.teamName}
                  </span>
                </div>
                <p className="text-sm text-slate-700">
                  {familyRequestKindLabel(request.kind)}, asked by {request.requesterName} (
                  {request.requesterEmail}) on {formatDate(request.createdAt)}; due{' '}
                  {formatDate(request.dueAt)}
                  {request.resolvedAt ? `; closed ${formatDate(request.resolvedAt)}` : ''}
                </p>
                {request.response && <p className="text-sm text-slate-600">Reply: “{request.response}”</p>}
              </li>
            );
          })}
        </ul>
      </Card>
      {requests.hasNextPage && (
        <Button
          variant="secondary"
          loading={requests.isFetchingNextPage}
          onClick={() => requests.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </div>
  );
}
