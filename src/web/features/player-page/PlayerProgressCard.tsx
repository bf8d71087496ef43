import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/money';
import { type PlayerProgress, progressPercent } from '../../../shared/schemas/player-page';
import { Card } from '../../components/ui/Card';
import { ProgressBar } from '../../components/ui/ProgressBar';

const supportersText = (count: number) => `${count} ${count === 1 ? 'supporter' : 'supporters'}`;

/**
 * Raised so far and, when there is a goal, the bar toward it (the player's own goal or their share of the
 * team's); without a goal, just the amount. `children` go under the figures (the share button).
 */
export function PlayerProgressCard({
  progress,
  playerName,
  children,
}: {
  progress: PlayerProgress;
  playerName: string;
  children?: ReactNode;
}) {
  const percent = progressPercent(progress);
  const raised = formatCents(progress.raisedCents);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="player-progress-title">
        <h2 id="player-progress-title" className="sr-only">
          Fundraising progress
        </h2>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-bold text-navy tabular-nums">{raised}</span>
          <span className="text-slate-600">
            raised this season
            {progress.goalCents !== null && (
              <>
                {' '}
                of <span className="font-semibold text-navy">{formatCents(progress.goalCents)}</span>{' '}
                {progress.goalSource === 'team' ? 'goal (a share of the team goal)' : 'goal'}
              </>
            )}
          </span>
        </p>
        {progress.goalCents !== null && percent !== null && (
          <div className="mt-3">
            <ProgressBar
              value={Math.min(progress.raisedCents, progress.goalCents)}
              max={progress.goalCents}
              label={`${playerName}'s fundraising goal`}
              valueText={`${raised} of ${formatCents(progress.goalCents)}`}
              className="h-3"
            />
            <p className="mt-2 text-sm font-semibold text-field">{percent}% of the goal</p>
          </div>
        )}
        <p className="mt-3 flex items-center gap-2 text-slate-700">
          <Users className="size-5 shrink-0 text-slate-400" aria-hidden />
          {progress.supporters > 0
            ? supportersText(progress.supporters)
            : `No supporters yet. Be the first to back ${playerName}!`}
        </p>
        {children && <div className="mt-5">{children}</div>}
      </section>
    </Card>
  );
}
