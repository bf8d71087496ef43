import type { ReactNode } from 'react';
import { Card } from './Card';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
}

/** One number on a dashboard; put them in a grid (two per row on phones). */
export function StatCard({ label, value, hint, icon }: StatCardProps) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {icon && <span className="text-slate-400 [&_svg]:size-5">{icon}</span>}
      </div>
      <p className="mt-2 text-2xl font-bold text-navy tabular-nums sm:text-3xl">{value}</p>
      {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
    </Card>
  );
}
