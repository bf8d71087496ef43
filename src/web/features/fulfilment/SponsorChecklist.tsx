import { CheckCircle2, Circle, Download } from 'lucide-react';
import { formatCalendarDate } from '../../../shared/dates';
import { buttonClasses } from '../../components/ui/Button';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { Skeleton } from '../../components/ui/Skeleton';
import { useChecklist } from './api';

/**
 * The sponsor's read-only view of the team's checklist on its dashboard card: each benefit, delivered or
 * not, with its date, note and photo, the team's thank-you note, and the report to download.
 */
export function SponsorChecklist({ sponsorshipId, teamName }: { sponsorshipId: string; teamName: string }) {
  const checklist = useChecklist(sponsorshipId, { poll: true });
  const reportUrl = `/api/sponsorships/${encodeURIComponent(sponsorshipId)}/report.pdf`;
  const download = (
    <a href={reportUrl} download className={`${buttonClasses('secondary', 'sm')} self-start`}>
      <Download className="size-4" aria-hidden />
      Download report (PDF)
    </a>
  );
  if (checklist.isPending) {
    return (
      <div className="space-y-2" aria-hidden>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (checklist.isError) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          The delivery checklist could not be loaded: {checklist.error.message}
        </p>
        {download}
      </div>
    );
  }
  const { items, delivered, thankYouNote } = checklist.data;
  return (
    <section aria-label="Fulfilment" className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h4 className="text-sm font-semibold text-navy">Benefits delivered</h4>
          <p className="text-sm text-slate-600 tabular-nums">
            {items.length === 0
              ? 'This tier lists no benefits.'
              : `${delivered} of ${items.length} delivered`}
          </p>
        </div>
        {download}
      </div>
      {items.length > 0 && (
        <>
          <ProgressBar
            value={delivered}
            max={items.length}
            label="Benefits delivered"
            valueText={`${delivered} of ${items.length} delivered`}
          />
          <ul className="divide-y divide-slate-100 rounded-[var(--radius-control)] border border-slate-200">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3 p-3">
                {item.deliveredOn ? (
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-field" aria-hidden />
                ) : (
                  <Circle className="mt-0.5 size-5 shrink-0 text-slate-300" aria-hidden />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-800">{item.benefit}</p>
                  <p className={`text-sm ${item.deliveredOn ? 'font-medium text-field' : 'text-slate-500'}`}>
                    {item.deliveredOn
                      ? `Delivered ${formatCalendarDate(item.deliveredOn)}`
                      : 'Not delivered yet'}
                  </p>
                  {item.note && (
                    <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{item.note}</p>
                  )}
                </div>
                {item.photoUrl && (
                  <a href={item.photoUrl} target="_blank" rel="noreferrer" className="shrink-0 self-start">
                    <img
                      src={item.photoUrl}
                      alt={`${item.benefit}, as delivered`}
                      width={112}
                      height={80}
                      loading="lazy"
                      className="h-16 w-20 rounded-md border border-slate-200 object-cover sm:h-20 sm:w-28"
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {thankYouNote && (
        <figure className="rounded-[var(--radius-control)] border border-gold/40 bg-amber-50 p-3">
          <blockquote className="text-sm break-words whitespace-pre-line text-slate-800 italic">
            {thankYouNote}
          </blockquote>
          <figcaption className="mt-1 text-xs font-semibold text-slate-600">
            A note from {teamName}
          </figcaption>
        </figure>
      )}
    </section>
  );
}
