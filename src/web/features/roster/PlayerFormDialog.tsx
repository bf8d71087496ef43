import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { dollarsToCents, formatCents } from '../../../shared/money';
import {
  type Player,
  type PlayerValues,
  playerGoalSchema,
  playerInputSchema,
} from '../../../shared/schemas/roster';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { useUnsaved } from '../../lib/unsaved-changes';
import { MoneyField } from '../sponsorship-manager/MoneyField';
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

/**
 * The form holds the goal as dollars typed ('250', '1,250.50'); the schema gets cents, an empty box is
 * no goal of the player's own (the team's split applies), and anything else fails it as NaN.
 */
const goalCents = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return dollarsToCents(value) ?? Number.NaN;
};
const playerFormSchema = playerInputSchema.extend({
  fundraisingGoalCents: z.preprocess(goalCents, playerGoalSchema.optional()),
});
type PlayerFormInput = z.input<typeof playerFormSchema>;

function centsToDollars(cents: number | null | undefined): string {
  if (cents == null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function goalHint(player: Player | undefined): string {
  const fallback = player?.defaultGoalCents;
  return fallback != null
    ? `Leave empty to use the team's goal split across the roster (${formatCents(fallback)}).`
    : "Leave empty to use the team's goal split across the roster.";
}

/** What the dialog is for: adding, editing, or confirming a name the roster's split left in doubt. */
function dialogTexts(player: Player | undefined) {
  if (!player) {
    return {
      title: 'Add player',
      description: 'Each player gets a personal link to share with family and friends.',
    };
  }
  if (player.nameNeedsReview) {
    return {
      title: 'Confirm name',
      description: `We could not tell the first name from the last name in “${player.playerName}”. Enter them below. Until you save, the player's page shows “Player #${player.playerNumber}”.`,
    };
  }
  return { title: 'Edit player', description: 'Their personal link stays the same.' };
}

export function PlayerFormDialog({ teamId, player, open, onOpenChange }: PlayerFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...dialogTexts(player)}>
        <PlayerForm teamId={teamId} player={player} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function PlayerForm({ teamId, player, onDone }: { teamId: string; player?: Player; onDone: () => void }) {
  const id = useId();
  const add = useAddPlayer(teamId);
  const update = useUpdatePlayer(teamId);
  const form = useForm<PlayerFormInput, unknown, PlayerValues>({
    resolver: zodResolver(playerFormSchema),
    defaultValues: {
      firstName: player?.firstName ?? '',
      lastName: player?.lastName ?? '',
      jerseyNumber: player?.jerseyNumber ?? null,
      parentName: player?.parentName ?? '',
      parentEmail: player?.parentEmail ?? '',
      fundraisingGoalCents: centsToDollars(player?.fundraisingGoalCents),
    },
  });
  useUnsaved(form.formState.isDirty);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first-name`}
          label="First name"
          required
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          id={`${id}-last-name`}
          label="Last name"
          required
          autoComplete="off"
          hint="Public pages show only its first letter."
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField
        id={`${id}-jersey`}
        label="Jersey number"
        inputMode="numeric"
        autoComplete="off"
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
          error={errors.parentName?.message}
          {...form.register('parentName')}
        />
        <TextField
          id={`${id}-parent-email`}
          label="Parent email"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.parentEmail?.message}
          {...form.register('parentEmail')}
        />
      </div>
      <div className="sm:max-w-56">
        <MoneyField
          form={form}
          name="fundraisingGoalCents"
          label="Fundraising goal"
          hint={goalHint(player)}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={add.isPending || update.isPending}>
          {!player ? 'Add player' : player.nameNeedsReview ? 'Confirm name' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
