import { BadgeCheck } from 'lucide-react';
import { Badge } from '../../components/ui/Badge';

/** Approved and verified teams and businesses both carry it (DECISIONS). */
export function VerifiedBadge() {
  return (
    <Badge tone="paid" className="shrink-0">
      <BadgeCheck className="size-3.5" aria-hidden />
      Verified
    </Badge>
  );
}
