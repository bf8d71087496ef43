import { ArrowLeftRight, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type {
  MatchBusinessCandidate,
  MatchDraftResponse,
  MatchTeamCandidate,
} from '../../../shared/schemas/matches';
import { MatchStatusBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { actionFailure } from '../admin/access';
import { useCreateMatch } from './api';
import { businessFacts, teamFacts } from './facts';
import type { IntroductionToSend } from './IntroEmailDialog';
import { OfferDetails } from './OfferDetails';
import { OfferForm } from './OfferForm';
import { newOfferValues } from './offerFormValues';

function Party({ label, name, facts }: { label: string; name: string; facts: string }) {
  return (
    <div className="min-w-0 rounded-[var(--radius-control)] bg-slate-50 px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <p className="mt-0.5 font-semibold break-words text-navy">{name}</p>
      <p className="text-sm break-words text-slate-600">{facts}</p>
    </div>
  );
}

interface ProposedMatchPanelProps {
  team: MatchTeamCandidate;
  business: MatchBusinessCandidate;
  /** Opens the email dialog with the introduction. */
  onSend: (introduction: IntroductionToSend) => void;
  /** Clears both picks. */
  onStartOver: () => void;
}

/**
 * The Proposed Match panel (spec part 2, section 2.13): the two parties, the offer form and 'Create match';
 * once created, the offer and 'Send Introduction Emails'.
 */
export function ProposedMatchPanel({ team, business, onSend, onStartOver }: ProposedMatchPanelProps) {
  const create = useCreateMatch();
  const [created, setCreated] = useState<MatchDraftResponse | null>(null);

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-xl font-bold">Proposed Match</h3>
        {created && <MatchStatusBadge status={created.match.status} />}
      </div>
      <div className="mt-4 grid items-center gap-3 sm:grid-cols-[1fr_auto_1fr]">
        <Party label="Team" name={team.name} facts={teamFacts(team)} />
        <ArrowLeftRight className="mx-auto size-5 rotate-90 text-slate-400 sm:rotate-0" aria-hidden />
        <Party label="Sponsor" name={business.businessName} facts={businessFacts(business)} />
      </div>

      {created ? (
        <div className="mt-6 space-y-5">
          <div className="max-w-xl">
            <OfferDetails offer={created.match.offer!} />
          </div>
          <p className="text-slate-600">
            The match is saved as Pending Approval. Send the introduction now, or later from the list of
            matches below.
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onStartOver}>
              Start another match
            </Button>
            <Button
              variant="accent"
              onClick={() => onSend({ matchId: created.match.id, draft: created.email })}
            >
              <Send className="size-4" aria-hidden />
              Send Introduction Emails
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-6 max-w-[640px]">
          <h4 className="mb-4 font-semibold text-navy">The offer</h4>
          <OfferForm
            tiers={team.tiers}
            defaultValues={newOfferValues({ start: team.seasonStartDate, end: team.seasonEndDate })}
            submitLabel="Create match"
            pending={create.isPending}
            onSubmit={(offer, showErrors) =>
              create.mutate(
                { teamId: team.id, businessId: business.id, offer },
                {
                  onSuccess: (response) => {
                    setCreated(response);
                    toast.success('Match created', {
                      description: 'Send the introduction emails when you are ready.',
                    });
                  },
                  onError: (error) => {
                    showErrors(error);
                    toast.error('Error', {
                      description: actionFailure(error, 'Failed to create the match. Please try again.'),
                    });
                  },
                },
              )
            }
          />
        </div>
      )}
    </Card>
  );
}
