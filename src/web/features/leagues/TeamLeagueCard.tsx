import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ApiError } from '../../lib/api';
import { useTeamLeague, useTeamLeagueChange } from './api';

const failed = (error: unknown) =>
  toast.error('Could not answer', {
    description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
  });

/**
 * The coach's side of a league on the team dashboard: an invitation to accept or decline, or the league
 * the team is in, with the way out. Nothing when there is neither.
 */
export function TeamLeagueCard({ teamId }: { teamId: string }) {
  const league = useTeamLeague(teamId);
  const change = useTeamLeagueChange(teamId);
  const [leaving, setLeaving] = useState(false);
  if (!league.data) return null;
  const { invites, league: current } = league.data;
  if (!current && invites.length === 0) return null;
  return (
    <section aria-label="League" className="space-y-3">
      {invites.map((invite) => (
        <Card key={invite.id} className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
          <Trophy className="hidden size-8 shrink-0 text-navy sm:block" aria-hidden />
          <div className="flex-1 space-y-1">
            <h2 className="text-lg font-semibold">{invite.league.name} invites your team to join</h2>
            <p className="text-slate-700">
              The league sees your team's figures and its League Plan covers your team: unlimited sponsors and
              the lower fee on gifts. Your roster, tiers and payouts stay yours. Invited{' '}
              {formatDate(invite.invitedAt)}.
            </p>
          </div>
          <div className="flex gap-2">
            <Button
              loading={change.isPending && change.variables?.action === 'accept'}
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  { action: 'accept', inviteId: invite.id },
                  {
                    onSuccess: () => toast.success(`Your team joined ${invite.league.name}`),
                    onError: failed,
                  },
                )
              }
            >
              Accept
            </Button>
            <Button
              variant="secondary"
              loading={change.isPending && change.variables?.action === 'decline'}
              disabled={change.isPending}
              onClick={() =>
                change.mutate(
                  { action: 'decline', inviteId: invite.id },
                  { onSuccess: () => toast.info('Invitation declined'), onError: failed },
                )
              }
            >
              Decline
            </Button>
          </div>
        </Card>
      ))}
      {current && (
        <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <span
            className="hidden size-3 shrink-0 rounded-full sm:block"
            style={{ backgroundColor: current.brandColor }}
            aria-hidden
          />
          <p className="flex-1 text-slate-700">
            Your team is part of <strong className="text-navy">{current.name}</strong>. The league sees your
            figures; everything else stays yours.
          </p>
          <Button variant="ghost" size="sm" onClick={() => setLeaving(true)}>
            Leave league
          </Button>
          <ConfirmDialog
            open={leaving}
            onOpenChange={setLeaving}
            title={`Leave ${current.name}?`}
            description="The league no longer sees your team, and its League Plan no longer covers it: your team is on its own plan again. Nothing else changes."
            confirmLabel="Leave league"
            pending={change.isPending}
            onConfirm={() =>
              change.mutate(
                { action: 'leave' },
                {
                  onSuccess: () => {
                    setLeaving(false);
                    toast.success(`Your team left ${current.name}`);
                  },
                  onError: failed,
                },
              )
            }
          />
        </Card>
      )}
    </section>
  );
}
