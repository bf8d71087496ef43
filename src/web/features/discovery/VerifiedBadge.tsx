import { BadgeCheck } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';

/** Approved and verified teams and businesses both carry it (DECISIONS); team cards say 'Published/Verified'. */
export function VerifiedBadge({ label = 'Verified' }: { label?: string }) {
  return (
    <Badge tone="paid" className="shrink-0">
      <BadgeCheck className="size-3.5" aria-hidden />
      {label}
    </Badge>
  );
}
