import { useQueryClient } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { CO_MARKETING_KIND_LABELS, type CoMarketingRequestView } from '../../../shared/schemas/co-marketing';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';
import { PagedList } from './PagedList';

const KEY = ['admin', 'co-marketing'] as const;

function RequestRow({ request }: { request: CoMarketingRequestView }) {
  const client = useQueryClient();
  const handle = useMutation({
    mutationFn: () => read(api.admin['co-marketing'][':id'].handled.$post({ param: { id: request.id } })),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const teams = request.teamNames.length > 0 ? ` with ${request.teamNames.join(', ')}` : '';
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={request.handledAt ? 'paid' : 'pending'}>{request.handledAt ? 'Handled' : 'New'}</Badge>
          <span className="font-semibold break-words text-navy">{request.businessName}</span>
        </div>
        <p className="text-sm text-slate-700">
          {CO_MARKETING_KIND_LABELS[request.kind]}
          {teams}
          {request.timing ? `, ${request.timing}` : ''}. Asked {formatDate(request.createdAt)} by{' '}
          {request.contactName} ({request.contactEmail})
          {request.handledAt ? `; handled ${formatDate(request.handledAt)}` : ''}.
        </p>
        <p className="text-sm break-words whitespace-pre-line text-slate-600">“{request.idea}”</p>
      </div>
      {!request.handledAt && (
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0"
          loading={handle.isPending}
          onClick={() => handle.mutate()}
        >
          Mark handled
          <span className="sr-only">: {request.businessName}</span>
        </Button>
      )}
    </li>
  );
}

/** Community Partners' co-marketing requests, newest first: an admin replies by email, then marks each. */
export function CoMarketingTab() {
  return (
    <PagedList<CoMarketingRequestView>
      queryKey={KEY}
      fetchPage={(page) => read(api.admin['co-marketing'].$get({ query: { page: String(page) } }))}
      failure="Requests could not be loaded"
      empty={
        <EmptyState
          icon={<Megaphone aria-hidden />}
          title="No co-marketing requests"
          description="When a Community Partner asks for a campaign with the teams it backs, it shows here and in your mail."
        />
      }
    >
      {(request) => <RequestRow key={request.id} request={request} />}
    </PagedList>
  );
}
