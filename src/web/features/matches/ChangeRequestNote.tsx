import { MessageSquareQuote } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import { type AdminMatch, MATCH_PARTY_LABELS } from '../../../shared/schemas/matches';

/** What a party asked to change, by whom and when. */
export function ChangeRequestNote({ request }: { request: NonNullable<AdminMatch['changeRequest']> }) {
  return (
    <figure className="rounded-[var(--radius-control)] border border-amber/30 bg-amber-bg px-4 py-3">
      <figcaption className="flex items-center gap-2 text-sm font-semibold text-amber">
        <MessageSquareQuote className="size-4 shrink-0" aria-hidden />
        Changes requested by the {MATCH_PARTY_LABELS[request.by].toLowerCase()} on {formatDate(request.at)}
      </figcaption>
      <blockquote className="mt-1.5 break-words whitespace-pre-line text-slate-800">
        {request.comment}
      </blockquote>
    </figure>
  );
}
