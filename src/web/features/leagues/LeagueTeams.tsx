import { Search, UserPlus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import type { LeagueView } from '../../../shared/schemas/leagues';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ApiError } from '../../lib/api';
import { Refusal } from '../account/Refusal';
import { useTeamListing } from '../discovery/api';
import { useInviteCoach, useInviteTeam, useRemoveTeam, useWithdrawInvite } from './api';
import { LeagueRosterDialog } from './LeagueRosterDialog';

const failed = (title: string) => (error: unknown) =>
  toast.error(title, {
    description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
  });

/** Approved teams found by name, to invite; those already in the league or invited are marked so. */
function InviteSearch({ league }: { league: LeagueView }) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useTeamListing({ q: q || undefined, page: 1 });
  const invite = useInviteTeam();
  const member = new Set(league.teams.map((team) => team.id));
  const invited = new Set(league.invites.map((item) => item.teamId));
  return (
    <div className="space-y-3">
      <label htmlFor="league-invite-search" className="block text-sm font-semibold text-navy">
        Find a team on Homefield
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" aria-hidden />
        <Input
          id="league-invite-search"
          type="search"
          className="pl-10"
          placeholder="Team name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {q && found.data && (
        <ul className="divide-y divide-slate-100 rounded-[var(--radius-card)] ring-1 ring-slate-200">
          {found.data.teams.length === 0 && (
            <li className="px-4 py-3 text-sm text-slate-600">
              No approved team by that name. Ask its coach to register on Homefield first.
            </li>
          )}
          {found.data.teams.slice(0, 8).map((team) => (
            <li key={team.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-navy">{team.name}</p>
                <p className="text-sm text-slate-600">
                  {team.sport} · {team.ageGroup} · {team.location}
                </p>
              </div>
              {member.has(team.id) ? (
                <span className="text-sm text-slate-600">In your league</span>
              ) : invited.has(team.id) ? (
                <span className="text-sm text-slate-600">Invited</span>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={invite.isPending && invite.variables === team.id}
                  onClick={() =>
                    invite.mutate(team.id, {
                      onSuccess: () => toast.success(`${team.name} is invited`),
                      onError: failed('Could not invite the team'),
                    })
                  }
                >
                  <UserPlus className="size-4" aria-hidden />
                  Invite
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A coach not on Homefield yet (or whose team is not found): invited by the address they sign in with. */
function InviteByEmail() {
  const [email, setEmail] = useState('');
  const invite = useInviteCoach();
  const fieldError = invite.error instanceof ApiError ? invite.error.fields.email?.[0] : undefined;
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(email, {
          onSuccess: () => {
            toast.success('Invitation sent', {
              description: `${email} can accept from their team's dashboard.`,
            });
            setEmail('');
          },
        });
      }}
    >
      <Field
        label="Or invite a coach by email"
        htmlFor="league-invite-email"
        hint="They register their team (or sign in) with this address and accept on their dashboard."
        error={fieldError}
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="league-invite-email"
            type="email"
            autoComplete="off"
            value={email}
            invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? 'league-invite-email-error' : 'league-invite-email-hint'}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" loading={invite.isPending} className="shrink-0">
            Send invitation
          </Button>
        </div>
      </Field>
      <Refusal error={invite.error} />
    </form>
  );
}

/** The league's teams and open invitations, with inviting more (while the League Plan is in force). */
export function LeagueTeams({ league }: { league: LeagueView }) {
  const remove = useRemoveTeam();
  const withdraw = useWithdrawInvite();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-bold">Teams in the league</h3>
        {league.teams.length === 0 && league.invites.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No teams yet. Find your teams and invite them; each coach accepts on their dashboard.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {league.teams.map((team) => (
              <li key={team.id} className="flex items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-navy">{team.name}</p>
                  <p className="text-sm text-slate-600">Coach {team.coachName}</p>
                </div>
                <div className="flex shrink-0 gap-1">
                  {league.planActive && (
                    <Button variant="ghost" size="sm" onClick={() => setViewing(team)}>
                      Roster
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" onClick={() => setRemoving(team)}>
                    Remove
                  </Button>
                </div>
              </li>
            ))}
            {league.invites.map((invite) => (
              <li key={invite.id} className="flex items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-700">{invite.teamName ?? invite.email}</p>
                  <p className="text-sm text-slate-500">
                    Invited {formatDate(invite.invitedAt)}, waiting for the coach
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  loading={withdraw.isPending && withdraw.variables === invite.id}
                  onClick={() =>
                    withdraw.mutate(invite.id, {
                      onSuccess: () => toast.info('Invitation withdrawn'),
                      onError: failed('Could not withdraw the invitation'),
                    })
                  }
                >
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5 sm:p-6">
        <h3 className="mb-3 text-lg font-bold">Invite a team</h3>
        {league.planActive ? (
          <div className="space-y-6">
            <InviteSearch league={league} />
            <InviteByEmail />
          </div>
        ) : (
          <p className="text-slate-600">Inviting teams comes with the League Plan.</p>
        )}
      </Card>
      <LeagueRosterDialog team={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'the team'} from the league?`}
        description="Its coach is told by email. The team keeps everything it has and goes back to its own plan."
        confirmLabel="Remove team"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(`${removing.name} left the league`);
              setRemoving(null);
            },
            onError: failed('Could not remove the team'),
          })
        }
      />
    </div>
  );
}
