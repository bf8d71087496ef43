import { toast } from 'sonner';
import type { AdminMatch } from '../../../shared/schemas/matches';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { Skeleton } from '../../components/ui/Skeleton';
import { actionFailure } from '../admin/access';
import { useMatchTiers, useReviseOffer } from './api';
import { ChangeRequestNote } from './ChangeRequestNote';
import type { IntroductionToSend } from './IntroEmailDialog';
import { OfferForm } from './OfferForm';
import { offerFormValues } from './offerFormValues';

interface ReviseOfferDialogProps {
  /** Open while there is a match to revise (one with changes requested). */
  match: AdminMatch | null;
  onClose: () => void;
  /** After the new version is saved: its introduction, ready to send. */
  onRevised: (introduction: IntroductionToSend) => void;
}

/** 'Revise offer': the current offer to edit into a new version, beside what the party asked for. */
export function ReviseOfferDialog({ match, onClose, onRevised }: ReviseOfferDialogProps) {
  return (
    <Dialog open={match !== null} onOpenChange={(open) => !open && onClose()}>
      {match && <ReviseForm match={match} onRevised={onRevised} />}
    </Dialog>
  );
}

function ReviseForm({
  match,
  onRevised,
}: {
  match: AdminMatch;
  onRevised: ReviseOfferDialogProps['onRevised'];
}) {
  const tiers = useMatchTiers(match.id);
  const revise = useReviseOffer();
  const version = (match.offer?.version ?? 0) + 1;

  return (
    <DialogContent
      title="Revise offer"
      description={`${match.business.businessName} and ${match.team.name}: this becomes version ${version}.`}
      size="max-w-2xl"
    >
      <div className="space-y-5">
        {match.changeRequest && <ChangeRequestNote request={match.changeRequest} />}
        {tiers.isPending ? (
          <div className="space-y-5" aria-busy="true">
            <span className="sr-only">Loading the team's tiers</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
        ) : (
          <OfferForm
            tiers={tiers.data ?? []}
            defaultValues={offerFormValues(match.offer!)}
            submitLabel={`Save version ${version}`}
            pending={revise.isPending}
            actions={
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
            }
            onSubmit={(offer, showErrors) =>
              revise.mutate(
                { matchId: match.id, offer },
                {
                  onSuccess: (response) => {
                    toast.success('Offer revised', {
                      description: `Version ${response.match.offer?.version} is ready to send.`,
                    });
                    onRevised({ matchId: match.id, draft: response.email });
                  },
                  onError: (error) => {
                    showErrors(error);
                    toast.error('Error', {
                      description: actionFailure(error, 'Failed to revise the offer. Please try again.'),
                    });
                  },
                },
              )
            }
          />
        )}
      </div>
    </DialogContent>
  );
}
