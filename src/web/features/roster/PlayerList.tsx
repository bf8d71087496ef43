import { EyeOff, Mail, Pencil, Target, Trash2, TriangleAlert, Users } from 'lucide-react';
import { formatCents } from '../../../shared/money';
import type { Player } from '../../../shared/schemas/roster';
import { playerPath } from '../../../shared/slug';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { PlayerQrDialog } from '../player-links/PlayerQrDialog';
import { CopyLinkButton } from './CopyLinkButton';
import { HidePageButton, PhotoConsentCheckbox } from './PlayerPrivacy';

export interface PlayerActions {
  onContacts: (player: Player) => void;
  onEmail: (player: Player) => void;
  onEdit: (player: Player) => void;
  onRemove: (player: Player) => void;
}

interface PlayerListProps extends PlayerActions {
  teamId: string;
  players: Player[];
}

const personalLink = (player: Player) => `${window.location.origin}${playerPath(player.urlSlug)}`;

function JerseyNumber({ player }: { player: Player }) {
  return player.jerseyNumber === null ? (
    <span className="text-sm text-slate-500">
      <span aria-hidden>–</span>
      <span className="sr-only">No jersey number</span>
    </span>
  ) : (
    <span className="font-bold text-navy tabular-nums">
      <span className="sr-only">Jersey </span>#{player.jerseyNumber}
    </span>
  );
}

function Parent({ player }: { player: Player }) {
  if (!player.parentName && !player.parentEmail)
    return <span className="text-slate-500">No parent added</span>;
  return (
    <>
      {player.parentName && <span className="block text-slate-700">{player.parentName}</span>}
      {player.parentEmail && <span className="block break-words text-slate-600">{player.parentEmail}</span>}
    </>
  );
}

/** The player's own goal, or the team's split it falls back to (a goal of $0 is none, as on the page). */
function Goal({ player }: { player: Player }) {
  const own = player.fundraisingGoalCents ? player.fundraisingGoalCents : null;
  const text =
    own != null
      ? `Goal: ${formatCents(own)}`
      : player.defaultGoalCents != null
        ? `Default: ${formatCents(player.defaultGoalCents)}`
        : 'No goal set';
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
      <Target className="size-4 shrink-0 text-slate-400" aria-hidden />
      <span className={own != null ? 'font-medium text-navy tabular-nums' : 'tabular-nums'}>{text}</span>
    </span>
  );
}

function HiddenBadge() {
  return (
    <Badge tone="pending">
      <EyeOff className="size-3" aria-hidden />
      Page hidden
    </Badge>
  );
}

/**
 * A name migration 0011 could not split into first and last name: its page says 'Player #N' until the
 * coach confirms it (issue 18, hole 6). The button opens the edit dialog in its confirm mode.
 */
function ConfirmNamePrompt({ player, onEdit }: { player: Player; onEdit: (player: Player) => void }) {
  if (!player.nameNeedsReview) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <Badge tone="pending">
        <TriangleAlert className="size-3" aria-hidden />
        Name to confirm
      </Badge>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onEdit(player)}
        aria-label={`Confirm ${player.playerName}'s first and last name`}
      >
        Confirm name
      </Button>
    </div>
  );
}

/** The link on its own line (team slugs run long), then what to do with it, privacy included. */
function PersonalLink({ teamId, player }: { teamId: string; player: Player }) {
  const url = personalLink(player);
  return (
    <div className="min-w-0 space-y-2">
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={`block text-sm font-medium break-all underline-offset-2 hover:underline ${player.pageHidden ? 'text-slate-500 line-through' : 'text-sky'}`}
      >
        {playerPath(player.urlSlug)}
      </a>
      <div className="flex flex-wrap items-center gap-2">
        <CopyLinkButton url={url} label={`Copy ${player.playerName}'s link`} />
        <PlayerQrDialog teamId={teamId} player={player} />
        <HidePageButton teamId={teamId} player={player} />
      </div>
      <PhotoConsentCheckbox teamId={teamId} player={player} />
    </div>
  );
}

/** Contacts and the email composer: what a coach does most, so labelled. */
function OutreachActions({
  player,
  onContacts,
  onEmail,
  className,
}: PlayerActions & { player: Player; className?: string }) {
  return (
    <div className={`flex gap-2${className ? ` ${className}` : ''}`}>
      <Button
        variant="secondary"
        size="sm"
        className="flex-1 md:flex-none"
        onClick={() => onContacts(player)}
      >
        <Users className="size-4" aria-hidden />
        Contacts
        <span className="rounded-full bg-slate-100 px-1.5 text-xs tabular-nums">{player.contactCount}</span>
      </Button>
      <Button variant="secondary" size="sm" className="flex-1 md:flex-none" onClick={() => onEmail(player)}>
        <Mail className="size-4" aria-hidden />
        Email
      </Button>
    </div>
  );
}

function ManageActions({ player, onEdit, onRemove }: PlayerActions & { player: Player }) {
  return (
    <div className="flex shrink-0 gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(player)}
        aria-label={`Edit ${player.playerName}`}
      >
        <Pencil className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onRemove(player)}
        aria-label={`Remove ${player.playerName}`}
        className="text-danger hover:bg-red-50"
      >
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}

/** Cards on phones, a table from the medium breakpoint; in the server's order (jersey number, then name). */
export function PlayerList({ teamId, players, ...actions }: PlayerListProps) {
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {players.map((player) => (
          <li key={player.id}>
            <Card className="space-y-3 p-4">
              <div className="flex items-start gap-2">
                <h3 className="min-w-0 flex-1 pt-1 text-lg font-semibold break-words">{player.playerName}</h3>
                <span className="pt-1.5">
                  <JerseyNumber player={player} />
                </span>
                <ManageActions player={player} {...actions} />
              </div>
              <ConfirmNamePrompt player={player} onEdit={actions.onEdit} />
              {player.pageHidden && <HiddenBadge />}
              <div className="text-sm">
                <Parent player={player} />
              </div>
              <Goal player={player} />
              <PersonalLink teamId={teamId} player={player} />
              <OutreachActions player={player} {...actions} />
            </Card>
          </li>
        ))}
      </ul>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-left">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-14 px-4 py-3">
                #
              </th>
              <th scope="col" className="px-4 py-3">
                Player
              </th>
              <th scope="col" className="px-4 py-3">
                Personal link and privacy
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {players.map((player) => (
              <tr key={player.id} className="align-middle">
                <td className="px-4 py-3">
                  <JerseyNumber player={player} />
                </td>
                <td className="px-4 py-3">
                  <p className="font-semibold break-words text-navy">{player.playerName}</p>
                  <div className="text-sm">
                    <Parent player={player} />
                  </div>
                  <Goal player={player} />
                  <ConfirmNamePrompt player={player} onEdit={actions.onEdit} />
                </td>
                <td className="w-[25rem] space-y-2 px-4 py-3">
                  {player.pageHidden && <HiddenBadge />}
                  <PersonalLink teamId={teamId} player={player} />
                </td>
                <td className="px-4 py-3">
                  <div className="flex items-center justify-end gap-2">
                    <OutreachActions player={player} {...actions} />
                    <ManageActions player={player} {...actions} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

/** The roster's shape while it loads. */
export function PlayerListSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only">Loading roster</span>
      <div className="space-y-3 md:hidden">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-3 p-4">
            <div className="flex justify-between">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-6 w-10" />
            </div>
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-2/3" />
          </Card>
        ))}
      </div>
      <Card className="hidden divide-y divide-slate-100 md:block">
        <Skeleton className="m-4 h-4 w-1/3" />
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex items-center gap-6 px-4 py-4">
            <Skeleton className="h-5 w-8" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-4 w-56" />
            </div>
            <Skeleton className="h-9 w-56" />
            <Skeleton className="h-9 w-64" />
          </div>
        ))}
      </Card>
    </div>
  );
}
