import { Check } from 'lucide-react';

/** What a tier or an offer includes, one green tick a line; long words wrap rather than overflow. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-1.5 text-slate-700${className ? ` ${className}` : ''}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-1 size-4 shrink-0 text-field" aria-hidden />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}
