import type { ReactNode } from 'react';
import { Card } from './Card';

/** A card that says one thing and offers one action: an icon (from tablets up), a sentence, a button. */
export function CalloutCard({
  icon,
  children,
  action,
}: {
  icon: ReactNode;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <span className="hidden shrink-0 text-navy sm:block [&_svg]:size-8" aria-hidden>
        {icon}
      </span>
      <p className="flex-1 text-slate-700">{children}</p>
      {action}
    </Card>
  );
}
