import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Player } from '../../../shared/schemas/roster';
import { Button } from '../../components/ui/Button';
import { useOnePress } from '../../lib/one-press';
import { useUpdatePlayer } from './api';
import { isExplained } from './formErrors';

/*
 * The roster's privacy controls of one player (issue 7): hide the public page at once (a parent's
 * request; the link then answers like an unknown one) and record a parent's consent to a photo.
 */

interface PrivacyProps {
  teamId: string;
  player: Player;
}

const failed = (error: unknown) =>
  toast.error('Failed to update player', { description: isExplained(error) ? error.message : undefined });

export function HidePageButton({ teamId, player }: PrivacyProps) {
  const update = useUpdatePlayer(teamId);
  const onePress = useOnePress();
  const toggle = () => {
    const pageHidden = !player.pageHidden;
    update.mutate(
      { playerId: player.id, changes: { pageHidden } },
      {
        onSuccess: () =>
          pageHidden
            ? toast.success(`${player.playerName}'s page is hidden`, {
                description: 'Their personal link now shows nothing about them.',
              })
            : toast.success(`${player.playerName}'s page is visible again`),
        onError: failed,
      },
    );
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onePress(toggle)}
      loading={update.isPending}
      // The name starts with the visible words, so voice control ("click Hide page") finds it (WCAG 2.5.3).
      aria-label={`${player.pageHidden ? 'Show page' : 'Hide page'} of ${player.playerName}`}
    >
      {player.pageHidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
      {player.pageHidden ? 'Show page' : 'Hide page'}
    </Button>
  );
}

export function PhotoConsentCheckbox({ teamId, player }: PrivacyProps) {
  const id = useId();
  const update = useUpdatePlayer(teamId);
  // Set in the click itself: the mutation's pending state arrives a tick later, and a controlled box
  // would spring back in between. Cleared once the roster has been read again (or the change failed).
  const [shown, setShown] = useState<boolean | null>(null);
  const onePress = useOnePress();
  const change = (photoConsent: boolean) => {
    setShown(photoConsent);
    update.mutate(
      { playerId: player.id, changes: { photoConsent } },
      {
        onSuccess: () =>
          toast.success(photoConsent ? 'Photo consent recorded' : 'Photo consent withdrawn', {
            description: photoConsent ? undefined : `No photo of ${player.playerName} will be shown.`,
          }),
        onError: failed,
        onSettled: () => setShown(null),
      },
    );
  };
  return (
    <label htmlFor={`${id}-consent`} className="flex min-h-9 w-fit cursor-pointer items-center gap-2 text-sm">
      <input
        id={`${id}-consent`}
        type="checkbox"
        className="size-4 shrink-0 accent-navy"
        checked={shown ?? Boolean(player.photoConsentAt)}
        disabled={update.isPending}
        onChange={(event) => {
          const photoConsent = event.target.checked;
          onePress(() => change(photoConsent));
        }}
      />
      <span className="text-slate-700">
        Parent consented to a photo
        <span className="sr-only"> of {player.playerName}</span>
      </span>
    </label>
  );
}
