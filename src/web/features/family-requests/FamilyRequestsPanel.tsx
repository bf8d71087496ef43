import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import {
  type FamilyRequestAction,
  type FamilyRequestView,
  familyRequestKindLabel,
  type ResolveFamilyRequestInput,
} from '../../../shared/schemas/family-requests';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError, api, read } from '../../lib/api';
import { useMutation } from '../../lib/mutation';

const DONE: Record<Exclude<FamilyRequestAction, 'decline'>, string> = {
  hide_page: 'Page hidden; the family has been told',
  remove_player: 'Player removed; the family has been told',
};

function useFamilyRequests(teamId: string) {
  return useQuery({
    queryKey: ['teams', teamId, 'family-requests'],
    queryFn: async (): Promise<FamilyRequestView[]> =>
      (await read(api.teams[':teamId']['family-requests'].$get({ param: { teamId } }))).requests,
  });
}

function OpenRequest({ teamId, request }: { teamId: string; request: FamilyRequestView }) {
  const id = useId();
  const client = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  // Said here, not per call: the answered request leaves the list (and this row unmounts) before a
  // per-call callback would run.
  const resolve = useMutation({
    mutationFn: (input: ResolveFamilyRequestInput) =>
      read(
        api.teams[':teamId']['family-requests'][':id'].resolve.$post({
          param: { teamId, id: request.id },
          json: input,
        }),
      ),
    onSuccess: (_answer, input) => {
      toast.success(input.action === 'decline' ? 'Reply sent to the family' : DONE[input.action]);
      // The roster and the dashboard show the hidden page or the removed player.
      return client.invalidateQueries({ queryKey: ['teams', teamId] });
    },
    onError: (error) =>
      toast.error('Error', {
        description:
          error instanceof ApiError ? error.message : 'Please check your connection and try again.',
      }),
  });
  const act = (input: ResolveFamilyRequestInput) => resolve.mutate(input);
  const pressed = resolve.variables?.action;
  return (
    <li className="space-y-3 px-4 py-4 sm:px-5">
      <div>
        <p className="font-semibold text-navy">
          {request.playerName}: {familyRequestKindLabel(request.kind)}
        </p>
        <p className="text-sm text-slate-600">
          From {request.requesterName} ({request.requesterEmail}) · answer by{' '}
          <strong className={request.overdue ? 'text-danger' : 'text-slate-800'}>
            {formatDate(request.dueAt)}
          </strong>
        </p>
        {request.message && <p className="mt-2 text-slate-700">“{request.message}”</p>}
      </div>
      {replying ? (
        <div className="space-y-3">
          <Field label="Your reply to the family" htmlFor={`${id}-reply`}>
            <Textarea
              id={`${id}-reply`}
              rows={3}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              loading={resolve.isPending && pressed === 'decline'}
              disabled={reply.trim() === '' || resolve.isPending}
              onClick={() => act({ action: 'decline', response: reply })}
            >
              Send reply
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setReplying(false)}>
              Back
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            loading={resolve.isPending && pressed === 'hide_page'}
            disabled={resolve.isPending}
            onClick={() => act({ action: 'hide_page' })}
          >
            Hide page
          </Button>
          {request.kind === 'remove_data' && (
            <Button
              size="sm"
              variant="destructive"
              loading={resolve.isPending && pressed === 'remove_player'}
              disabled={resolve.isPending}
              onClick={() => act({ action: 'remove_player' })}
            >
              Remove player
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={resolve.isPending}
            onClick={() => setReplying(true)}
          >
            Reply instead
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * A family's requests to take a child's page down, on the team dashboard while any is open: each with its
 * deadline, after which Homefield hides the page itself.
 */
export function FamilyRequestsPanel({ teamId }: { teamId: string }) {
  const requests = useFamilyRequests(teamId);
  const open = (requests.data ?? []).filter((request) => request.status === 'open');
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="family-requests-heading">
      <Card className="border-amber/40">
        <div className="flex items-start gap-3 border-b border-slate-200 px-4 py-4 sm:px-5">
          <ShieldAlert className="mt-0.5 size-6 shrink-0 text-amber" aria-hidden />
          <div>
            <h2 id="family-requests-heading" className="text-lg font-semibold">
              Requests from families
            </h2>
            <p className="text-sm text-slate-600">
              A parent or guardian asked about their child's page. Answer by the date shown; after it,
              Homefield hides the page.
            </p>
          </div>
        </div>
        <ul className="divide-y divide-slate-200">
          {open.map((request) => (
            <OpenRequest key={request.id} teamId={teamId} request={request} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
