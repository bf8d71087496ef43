import { EyeOff, Trophy } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatCents } from '../../../shared/money';
import type { TeamLeaderboardEntry } from '../../../shared/schemas/team-dashboard';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';
import { useOnePress } from '../../lib/one-press';
import { useSetLeaderboardPublic, useTeamLeaderboard } from './api';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The team's players ranked by amount raised (issue 7), full names (the team's own view), with the
 * switch that shows the leaderboard on the public player pages. The page supplies the heading.
 */
export function PlayerLeaderboard({ teamId }: { teamId: string }) {
  const board = useTeamLeaderboard(teamId);
  if (board.isPending) return <LeaderboardSkeleton />;
  if (board.isError) {
    return (
      <EmptyState
        title="Failed to load the leaderboard"
        description="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => board.refetch()} loading={board.isFetching}>
            Try again
          </Button>
        }
      />
    );
  }
  const { players, leaderboardPublic } = board.data;
  return (
    <Card className="divide-y divide-slate-100">
      <PublicSwitch teamId={teamId} checked={leaderboardPublic} />
      {players.length === 0 ? (
        <EmptyState
          className="m-4 border-none"
          icon={<Trophy aria-hidden />}
          title="The leaderboard is empty"
          description="Add players to your roster below. Each one gets a personal link, and what they raise shows up here."
        />
      ) : (
        <div>
          {players.every((player) => player.raisedCents === 0 && player.sponsorsBrought === 0) && (
            <p className="px-4 pt-4 text-sm text-slate-600 sm:px-5">
              Nothing raised yet. Share each player's personal link with family and friends to get started.
            </p>
          )}
          <ol aria-label="Players by amount raised" className="divide-y divide-slate-100">
            {players.map((player, index) => (
              <LeaderboardRow key={player.playerId} rank={index + 1} player={player} />
            ))}
          </ol>
        </div>
      )}
    </Card>
  );
}

function PublicSwitch({ teamId, checked }: { teamId: string; checked: boolean }) {
  const id = useId();
  const save = useSetLeaderboardPublic(teamId);
  // Shown from the click on: the mutation's pending state arrives a tick later.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const shown = wanted ?? checked;
  const onePress = useOnePress();
  const change = (leaderboardPublic: boolean) => {
    setWanted(leaderboardPublic);
    save.mutate(
      { leaderboardPublic },
      {
        onSuccess: () =>
          toast.success(
            leaderboardPublic ? 'Leaderboard shown on player pages' : 'Leaderboard hidden from player pages',
          ),
        onError: (error) =>
          toast.error('Failed to update the leaderboard', {
            description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
          }),
        onSettled: () => setWanted(null),
      },
    );
  };
  return (
    <div className="flex items-start justify-between gap-4 p-4 sm:p-5">
      <div className="min-w-0">
        <label htmlFor={`${id}-switch`} className="font-semibold text-navy">
          Show the leaderboard on player pages
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Visitors see first names and last initials only. Hidden pages are never listed.
        </p>
      </div>
      <Switch.Root
        id={`${id}-switch`}
        checked={shown}
        disabled={save.isPending}
        onCheckedChange={(value) => onePress(() => change(value))}
        aria-describedby={`${id}-hint`}
        className="relative mt-0.5 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-field"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}

function LeaderboardRow({ rank, player }: { rank: number; player: TeamLeaderboardEntry }) {
  const leader = rank === 1 && player.raisedCents > 0;
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <span
        className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ${leader ? 'bg-gold text-navy' : 'bg-slate-100 text-slate-700'}`}
      >
        <span className="sr-only">Rank </span>
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold break-words text-navy">
          {player.fullName}
          {player.pageHidden && (
            <Badge tone="neutral">
              <EyeOff className="size-3" aria-hidden />
              Page hidden
            </Badge>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {plural(player.supporters, 'supporter', 'supporters')} ·{' '}
          {plural(player.sponsorsBrought, 'sponsor brought', 'sponsors brought')}
        </p>
      </div>
      <p className="shrink-0 text-lg font-bold text-navy tabular-nums">{formatCents(player.raisedCents)}</p>
    </li>
  );
}

function LeaderboardSkeleton() {
  return (
    <Card className="space-y-4 p-4 sm:p-5" aria-busy="true">
      <span className="sr-only">Loading the leaderboard</span>
      <Skeleton className="h-6 w-72" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
          <Skeleton className="h-6 w-16" />
        </div>
      ))}
    </Card>
  );
}
