import { MapPin } from 'lucide-react';
import { NOT_SPECIFIED } from '../../../shared/constants';
import type { DonationPlayer } from '../../../shared/schemas/donations';
import { Card } from '../../components/ui/Card';
import { TeamFacts } from '../discovery/TeamFacts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Who the gift is for: the player's jersey (or initials), name, team, sport, age group and town. */
export function PlayerHeader({ player }: { player: DonationPlayer }) {
  const jersey = player.jerseyNumber !== null ? `#${player.jerseyNumber}` : null;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center gap-4 sm:gap-5">
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-navy text-2xl font-bold text-gold ring-4 ring-gold/40 tabular-nums sm:size-20 sm:text-3xl"
        >
          {jersey ?? initials(player.playerName)}
        </span>
        <div className="min-w-0">
          <TeamFacts sport={player.sport} ageGroup={player.ageGroup} />
          <h1 className="text-2xl font-bold break-words sm:text-3xl">
            {player.playerName}
            {jersey && <span className="sr-only">, jersey {jersey}</span>}
          </h1>
          <p className="mt-0.5 font-medium break-words text-slate-700">
            {jersey ? `${jersey} · ` : ''}
            {player.teamName}
          </p>
        </div>
      </div>
      <p className="mt-5 text-lg text-slate-700">
        Support {player.playerName} and {player.teamName}! Every gift helps with the season: equipment and
        uniforms, travel, training and coaching, and team building.
      </p>
      {player.location && player.location !== NOT_SPECIFIED && (
        <p className="mt-4 flex items-center gap-1.5 text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
          <span className="sr-only">Location: </span>
          <span className="break-words">{player.location}</span>
        </p>
      )}
    </Card>
  );
}
