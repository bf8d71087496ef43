import { Eye, EyeOff, Send } from 'lucide-react';
import { toast } from 'sonner';
import { isListed } from '../../../shared/labels';
import type { Team } from '../../../shared/schemas/team';
import { VerificationBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ApiError } from '../../lib/api';
import { usePublishTeam } from '../teams/api';

/** What the owner can do from each status (DECISIONS: the first publish goes to an admin for review). */
function copyFor(team: Team) {
  if (isListed(team.verificationStatus))
    return {
      title: 'Your team is published',
      text: 'Local businesses can find your team and sponsor it.',
      action: 'Unpublish',
    };
  if (team.verificationStatus === 'under_review')
    return {
      title: 'Submitted for review',
      text: 'An admin is checking your profile. Verified teams get priority in sponsor matching.',
      action: null,
    };
  if (team.verificationStatus === 'rejected')
    return {
      title: 'Changes needed',
      text: 'Your profile was not approved. Edit your team profile to send it for review again.',
      action: null,
    };
  return {
    title: 'Your team is not published',
    text: team.approvedAt
      ? 'Your team is hidden from sponsors. Publish it to list it again.'
      : 'Publish your team to send it for review; once approved, sponsors can find it.',
    action: 'Publish',
  };
}

export function PublishCard({ team }: { team: Team }) {
  const publish = usePublishTeam();
  const copy = copyFor(team);
  const listed = isListed(team.verificationStatus);

  const toggle = () =>
    publish.mutate(
      { teamId: team.id, publish: !listed },
      {
        onSuccess: ({ outcome }) => {
          if (outcome === 'submitted_for_review')
            toast.success('Submitted for review', {
              description: 'An admin will review your team before sponsors can see it.',
            });
          else
            toast.success(
              outcome === 'published' ? 'Profile published successfully' : 'Profile unpublished successfully',
            );
        },
        onError: (error) =>
          toast.error('Failed to update profile status', {
            description: error instanceof ApiError ? error.message : undefined,
          }),
      },
    );

  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span
          className={`mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full ${listed ? 'bg-green-50 text-field' : 'bg-slate-100 text-navy'}`}
          aria-hidden
        >
          {listed ? <Eye className="size-5" /> : <EyeOff className="size-5" />}
        </span>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{copy.title}</h2>
            <VerificationBadge status={team.verificationStatus} />
          </div>
          <p className="mt-1 text-slate-600">{copy.text}</p>
        </div>
      </div>
      {copy.action && (
        <Button
          variant={listed ? 'secondary' : 'primary'}
          loading={publish.isPending}
          onClick={toggle}
          className="shrink-0"
        >
          {!listed && <Send className="size-4" aria-hidden />}
          {copy.action}
        </Button>
      )}
    </Card>
  );
}
