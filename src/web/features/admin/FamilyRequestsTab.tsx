import { ShieldCheck } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { type FamilyRequestView, familyRequestKindLabel } from '../../../shared/schemas/family-requests';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { EmptyState } from '../../components/ui/EmptyState';
import { api, read } from '../../lib/api';
import { PagedList } from './PagedList';

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

function RequestRow({ request }: { request: FamilyRequestView }) {
  const { label, tone } = state(request);
  return (
    <li className="space-y-1 px-4 py-3 sm:px-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tone}>{label}</Badge>
        <span className="font-semibold text-navy">
          {request.playerName} · {request.teamName}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {familyRequestKindLabel(request.kind)}, asked by {request.requesterName} ({request.requesterEmail}) on{' '}
        {formatDate(request.createdAt)}; due {formatDate(request.dueAt)}
        {request.resolvedAt ? `; closed ${formatDate(request.resolvedAt)}` : ''}
      </p>
      {request.response && <p className="text-sm text-slate-600">Reply: “{request.response}”</p>}
    </li>
  );
}

/** Every family's request about a child's page, newest first: the record the admin keeps an eye on. */
export function FamilyRequestsTab() {
  return (
    <PagedList<FamilyRequestView>
      queryKey={['admin', 'family-requests']}
      fetchPage={(page) => read(api.admin['family-requests'].$get({ query: { page: String(page) } }))}
      failure="Requests could not be loaded"
      empty={
        <EmptyState
          icon={<ShieldCheck aria-hidden />}
          title="No requests from families"
          description="When a parent or guardian asks to take a child's page down, it shows here with its deadline and what the team did."
        />
      }
    >
      {(request) => <RequestRow key={request.id} request={request} />}
    </PagedList>
  );
}
