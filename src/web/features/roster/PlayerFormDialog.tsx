import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LIMITS } from '../../../shared/limits';
import {
  type Player,
  type PlayerInput,
  type PlayerValues,
  playerInputSchema,
} from '../../../shared/schemas/roster';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { useAddPlayer, useUpdatePlayer } from './api';
import { applyFieldErrors, firstErrorMessage, isExplained } from './formErrors';
import { TextField } from './TextField';

interface PlayerFormDialogProps {
  teamId: string;
  /** The player to edit; without one the dialog adds a player. */
  player?: Player;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An empty box is no jersey number; anything else goes to the schema as a number (NaN fails it). */
const jerseyValue = (value: unknown) => (value === '' || value == null ? null : Number(value));

export function PlayerFormDialog({ teamId, player, open, onOpenChange }: PlayerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={player ? 'Edit player' : 'Add player'}
        description={
          player
            ? 'Their personal link stays the same.'
            : 'Each player gets a personal link to share with family and friends.'
        }
      >
        <PlayerForm teamId={teamId} player={player} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlayerForm({ teamId, player, onDone }: { teamId: string; player?: Player; onDone: () => void }) {
  const id = useId();
  const add = useAddPlayer(teamId);
  const update = useUpdatePlayer(teamId);
  const form = useForm<PlayerInput, unknown, PlayerValues>({
    resolver: zodResolver(playerInputSchema),
    defaultValues: {
      playerName: player?.playerName ?? '',
      jerseyNumber: player?.jerseyNumber ?? null,
      parentName: player?.parentName ?? '',
      parentEmail: player?.parentEmail ?? '',
    },
  });
  const { errors } = form.formState;
  const failure = player ? 'Failed to update player' : 'Failed to add player';

  const onError = (error: unknown) => {
    applyFieldErrors(error, form.setError);
    toast.error(failure, { description: isExplained(error) ? error.message : undefined });
  };
  const submit = (values: PlayerValues) => {
    if (player) {
      update.mutate(
        { playerId: player.id, changes: values },
        {
          onSuccess: () => {
            toast.success('Player updated successfully');
            onDone();
          },
          onError,
        },
      );
    } else {
      add.mutate(values, {
        onSuccess: () => {
          toast.success('Player added to roster');
          onDone();
        },
        onError,
      });
    }
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(submit, (invalid) => toast.error(firstErrorMessage(invalid) ?? failure))}
    >
      <TextField
        id={`${id}-name`}
        label="Player name"
        required
        autoComplete="off"
        maxLength={LIMITS.shortText}
        error={errors.playerName?.message}
        {...form.register('playerName')}
      />
      <TextField
        id={`${id}-jersey`}
        label="Jersey number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        className="max-w-32"
        hint="0 to 99. Leave empty if the player has none yet."
        error={errors.jerseyNumber?.message}
        {...form.register('jerseyNumber', { setValueAs: jerseyValue })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-parent`}
          label="Parent name"
          autoComplete="off"
          maxLength={LIMITS.shortText}
          error={errors.parentName?.message}
          {...form.register('parentName')}
        />
        <TextField
          id={`${id}-parent-email`}
          label="Parent email"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={LIMITS.email}
          error={errors.parentEmail?.message}
          {...form.register('parentEmail')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={add.isPending || update.isPending}>
          {player ? 'Save changes' : 'Add player'}
        </Button>
      </div>
    </form>
  );
}
