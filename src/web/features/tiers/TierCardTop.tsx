import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/money';
import { Button } from '../../components/ui/Button';

/** A package card's top: its name, badges and price (and a line under it), with Edit and Delete. */
export function TierCardTop({
  name,
  amount,
  badges,
  detail,
  onEdit,
  onDelete,
}: {
  name: string;
  amount: number;
  badges?: ReactNode;
  detail?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold break-words">{name}</h3>
          {badges}
        </div>
        <p className="text-2xl font-bold text-navy tabular-nums">{formatCents(amount)}</p>
        {detail}
      </div>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete ${name}`}>
          <Trash2 className="size-4 text-danger" aria-hidden />
          Delete
        </Button>
      </div>
    </div>
  );
}
