import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

interface FiltersCardProps {
  /** Whether any filter is set (Clear Filters has something to clear). */
  active: boolean;
  onClear: () => void;
  /** The desktop grid template: the fields, then the button. */
  columns: string;
  /** On phones the grid has two columns; this places Clear Filters in it (e.g. 'col-span-2'). */
  clearSpan: string;
  /** The fields, each in a cell that says how many of the two phone columns it takes. */
  children: ReactNode;
}

/** The filter fields side by side on desktop, two to a row on phones, with Clear Filters at the end. */
export function FiltersCard({ active, onClear, columns, clearSpan, children }: FiltersCardProps) {
  return (
    <Card className="p-4 sm:p-5">
      <search className={`grid grid-cols-2 items-end gap-3 sm:gap-4 ${columns}`}>
        {children}
        <Button variant="ghost" onClick={onClear} disabled={!active} className={`${clearSpan} md:col-span-1`}>
          <X className="size-4 shrink-0" aria-hidden />
          Clear Filters
        </Button>
      </search>
    </Card>
  );
}
