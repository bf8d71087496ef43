import { FileUp, UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { Player } from '../../../shared/schemas/roster';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useRoster } from './api';
import { ContactsDialog } from './ContactsDialog';
import { FundraisingEmailDialog } from './FundraisingEmailDialog';
import { ImportCsvDialog } from './ImportCsvDialog';
import { NamesToConfirmNote } from './NamesToConfirmNote';
import { PlayerFormDialog } from './PlayerFormDialog';
import { PlayerList, PlayerListSkeleton } from './PlayerList';
import { RemovePlayerDialog } from './RemovePlayerDialog';

export interface RosterSectionProps {
  teamId: string;
  teamName: string;
  /** Names the template CSV download. */
  teamSlug: string;
}

/** Which dialog is open, and for whom: one at a time. */
type Open =
  | { kind: 'add' | 'import' }
  | { kind: 'edit' | 'remove' | 'contacts' | 'email'; player: Player }
  | null;

/**
 * The team's roster on its dashboard: players with their personal links, add / edit / remove, CSV
 * import, each player's contacts and the fundraising email composer. The page supplies the heading.
 */
export function RosterSection({ teamId, teamName, teamSlug }: RosterSectionProps) {
  const roster = useRoster(teamId);
  const [open, setOpen] = useState<Open>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  const playerOf = (kind: 'edit' | 'remove' | 'contacts' | 'email') =>
    open && 'player' in open && open.kind === kind ? open.player : null;

  useEffect(() => {
    if (roster.isError) toast.error('Failed to load roster');
  }, [roster.isError]);

  const addButton = (
    <Button onClick={() => setOpen({ kind: 'add' })}>
      <UserPlus className="size-4" aria-hidden />
      Add player
    </Button>
  );
  const importButton = (
    <Button variant="secondary" onClick={() => setOpen({ kind: 'import' })}>
      <FileUp className="size-4" aria-hidden />
      Import CSV
    </Button>
  );

  let body: React.ReactNode;
  if (roster.isPending) body = <PlayerListSkeleton />;
  else if (roster.isError) {
    body = (
      <EmptyState
        title="Failed to load roster"
        description="We could not load your players. Check your connection and try again."
        action={
          <Button variant="secondary" onClick={() => roster.refetch()} loading={roster.isFetching}>
            Try again
          </Button>
        }
      />
    );
  } else if (roster.data.length === 0) {
    body = (
      <EmptyState
        icon={<Users aria-hidden />}
        title="No players yet"
        description="Add your players to give each one a personal link that family and friends can use to support them."
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {addButton}
            {importButton}
          </div>
        }
      />
    );
  } else {
    const count = roster.data.length;
    body = (
      <div className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-600">
            {count} {count === 1 ? 'player' : 'players'}. Share each personal link so supporters can give to
            that player.
          </p>
          <div className="flex flex-wrap gap-3">
            {importButton}
            {addButton}
          </div>
        </div>
        <NamesToConfirmNote players={roster.data} />
        <PlayerList
          teamId={teamId}
          players={roster.data}
          onContacts={(player) => setOpen({ kind: 'contacts', player })}
          onEmail={(player) => setOpen({ kind: 'email', player })}
          onEdit={(player) => setOpen({ kind: 'edit', player })}
          onRemove={(player) => setOpen({ kind: 'remove', player })}
        />
      </div>
    );
  }

  const editing = playerOf('edit');
  const contactsOf = playerOf('contacts');
  const emailFor = playerOf('email');
  return (
    <div>
      {body}
      <PlayerFormDialog
        teamId={teamId}
        player={editing ?? undefined}
        open={open?.kind === 'add' || editing !== null}
        onOpenChange={close}
      />
      <RemovePlayerDialog teamId={teamId} player={playerOf('remove')} onOpenChange={close} />
      <ImportCsvDialog
        teamId={teamId}
        teamSlug={teamSlug}
        open={open?.kind === 'import'}
        onOpenChange={close}
      />
      {contactsOf && (
        <ContactsDialog
          teamId={teamId}
          player={contactsOf}
          onOpenChange={close}
          onCompose={() => setOpen({ kind: 'email', player: contactsOf })}
        />
      )}
      {emailFor && (
        <FundraisingEmailDialog
          teamName={teamName}
          player={emailFor}
          onOpenChange={close}
          onManageContacts={() => setOpen({ kind: 'contacts', player: emailFor })}
        />
      )}
    </div>
  );
}
