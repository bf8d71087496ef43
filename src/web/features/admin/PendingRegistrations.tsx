import { CircleCheck, MailCheck, MailWarning } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import type { Registrant } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { businessFacts, teamFacts } from './cardFacts';
import { RecordCard } from './RecordCard';
import { type Registration, registrationName, type useReviewFlow } from './useReviewFlow';

/** Who registered it, whether they confirmed their address (DECISIONS), and when it came in. */
function RegistrantNote({ registrant, createdAt }: { registrant: Registrant; createdAt: string }) {
  const Icon = registrant.emailVerified ? MailCheck : MailWarning;
  return (
    <p className="flex items-start gap-2">
      <Icon
        className={`mt-0.5 size-4 shrink-0 ${registrant.emailVerified ? 'text-field' : 'text-amber'}`}
        aria-hidden
      />
      <span className="min-w-0 break-words">
        Registered by {registrant.email} (
        {registrant.emailVerified ? 'email confirmed' : 'email not confirmed'}) on {formatDate(createdAt)}
      </span>
    </p>
  );
}

interface PendingRegistrationsProps {
  items: Registration[];
  flow: ReturnType<typeof useReviewFlow>;
  /** For screen readers, between the page's h1 and each card's h3 (the tab names it for the eye). */
  heading: string;
}

/** One tab of the approval page: each waiting registration with Review, Approve and Reject. */
export function PendingRegistrations({ items, flow, heading }: PendingRegistrationsProps) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<CircleCheck />}
        title="All caught up!"
        description="Nothing is waiting for review here. New registrations appear as soon as they are submitted."
      />
    );
  }
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {items.map((item) => {
          const { record } = item;
          const busy = flow.busyId === record.id;
          return (
            <li key={record.id}>
              <RecordCard
                title={registrationName(item)}
                status={record.verificationStatus}
                facts={item.kind === 'team' ? teamFacts(item.record) : businessFacts(item.record)}
                note={<RegistrantNote registrant={record.registrant} createdAt={record.createdAt} />}
                viewLabel="Review"
                onView={() => flow.review(item)}
                actions={
                  <>
                    <Button
                      size="sm"
                      loading={busy}
                      disabled={flow.busyId !== null}
                      onClick={() => flow.approve(item)}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={flow.busyId !== null}
                      onClick={() => flow.startReject(item)}
                    >
                      Reject
                    </Button>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
