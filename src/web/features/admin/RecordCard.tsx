import type { ReactNode } from 'react';
import { VerificationBadge } from '../../components/StatusBadges';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Detail } from './DetailList';

export interface CardFact {
  label: string;
  value: ReactNode;
  /** Takes the whole row (addresses, emails), so it never breaks mid-word. */
  wide?: boolean;
}

interface RecordCardProps {
  title: string;
  status: string;
  facts: CardFact[];
  /** Opens the full record. */
  onView: () => void;
  viewLabel?: string;
  /** Extra buttons after View Details (the approval page's Approve and Reject). */
  actions?: ReactNode;
  /** A line under the facts (who registered it, for example). */
  note?: ReactNode;
}

/** A team or business as a card: name, status badge, the key facts, View Details. */
export function RecordCard({
  title,
  status,
  facts,
  onView,
  viewLabel = 'View Details',
  actions,
  note,
}: RecordCardProps) {
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words">{title}</h3>
        <span className="shrink-0 whitespace-nowrap">
          <VerificationBadge status={status} />
        </span>
      </div>
      <dl className="mt-3 grid flex-1 grid-cols-2 content-start gap-x-4 gap-y-2 text-sm">
        {facts.map((fact) => (
          <Detail key={fact.label} {...fact} />
        ))}
      </dl>
      {note && <div className="mt-3 text-sm text-slate-600">{note}</div>}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onView}>
          {viewLabel}
        </Button>
        {actions}
      </div>
    </Card>
  );
}
