import type { ReactNode } from 'react';
import { Card } from './Card';

/** A card holding one titled part of a page or form: its heading names the region, its line says what it is for. */
export function CardSection({
  id,
  title,
  description,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-8">
      <section aria-labelledby={id} className="space-y-5">
        <header>
          <h2 id={id} className="text-lg font-bold sm:text-xl">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{description}</p>
        </header>
        {children}
      </section>
    </Card>
  );
}
