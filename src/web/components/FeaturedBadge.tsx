import { Star } from 'lucide-react';
import { Badge } from './ui/Badge';

/** A business on a plan that places it first (Featured Sponsor, Community Partner: decision 0048). */
export function FeaturedBadge() {
  return (
    <Badge tone="navy" className="shrink-0">
      <Star className="size-3.5 fill-current" aria-hidden />
      Featured
    </Badge>
  );
}
