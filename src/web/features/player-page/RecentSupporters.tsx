import { Heart } from 'lucide-react';
import { formatDate } from '../../../shared/dates';
import type { RecentSupporter } from '../../../shared/schemas/player-page';
import { Card } from '../../components/ui/Card';

/** The newest donors who chose to be shown (first name and initial, and the day); nothing when none did. */
export function RecentSupporters({ supporters }: { supporters: RecentSupporter[] }) {
  if (supporters.length === 0) return null;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="recent-supporters-title">
        <h2 id="recent-supporters-title" className="text-lg font-bold">
          Recent supporters
        </h2>
        <ul className="mt-3 divide-y divide-slate-100">
          {supporters.map((supporter) => (
            <li key={`${supporter.name}-${supporter.givenAt}`} className="flex items-center gap-3 py-2.5">
              <Heart className="size-4 shrink-0 text-field" aria-hidden />
              <span className="min-w-0 flex-1 font-medium break-words text-navy">{supporter.name}</span>
              <time dateTime={supporter.givenAt} className="shrink-0 text-sm text-slate-500">
                {formatDate(supporter.givenAt)}
              </time>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-500">Only donors who chose to show their name are listed.</p>
      </section>
    </Card>
  );
}
