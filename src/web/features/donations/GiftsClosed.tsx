import { Clock } from 'lucide-react';
import { GIFTS_CLOSED_TITLE, giftsClosedText } from '../../../shared/schemas/money-parties';

/**
 * In place of the gift form while the team may not take money (not approved yet, or its owner has not
 * confirmed their email): the checkout would refuse, so the page says why before anyone fills a form.
 */
export function GiftsClosed({ teamName }: { teamName: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-4 rounded-[var(--radius-card)] border border-amber/30 bg-amber-bg p-5 sm:p-6"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-amber">
        <Clock className="size-5" aria-hidden />
      </span>
      <div>
        <h2 className="text-lg font-bold text-navy">{GIFTS_CLOSED_TITLE}</h2>
        <p className="mt-1 text-slate-700">{giftsClosedText(teamName)}</p>
      </div>
    </div>
  );
}
