import { Building2, ClipboardCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOverview } from '../../../shared/schemas/admin';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

function QueueCard({
  icon,
  label,
  count,
  to,
  action,
}: {
  icon: ReactNode;
  label: string;
  count: number;
  to: string;
  action: string;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-amber-bg text-amber [&_svg]:size-6">
          {icon}
        </span>
        <div>
          <p className="text-sm font-medium text-slate-600">{label}</p>
          <p className="text-3xl font-bold text-navy tabular-nums">{count}</p>
        </div>
      </div>
      <Link to={to} className={buttonClasses(count > 0 ? 'primary' : 'secondary', 'md')}>
        {action}
      </Link>
    </Card>
  );
}

/** Approval Center: how many teams and businesses wait (pending or under review), and the way there. */
export function ApprovalCenterTab({ overview }: { overview: AdminOverview }) {
  const waiting = overview.pendingTeams + overview.pendingBusinesses;
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <ClipboardCheck className="mt-1 size-5 shrink-0 text-navy" aria-hidden />
        <div>
          <h2 className="text-xl font-bold">Approval Center</h2>
          <p className="text-slate-600">
            {waiting > 0
              ? `${waiting} registration${waiting === 1 ? ' is' : 's are'} waiting for a decision.`
              : 'All caught up! Nothing is waiting for review.'}
          </p>
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <QueueCard
          icon={<Users />}
          label="Pending Teams"
          count={overview.pendingTeams}
          to="/admin/approval?tab=teams"
          action="Review Teams"
        />
        <QueueCard
          icon={<Building2 />}
          label="Pending Businesses"
          count={overview.pendingBusinesses}
          to="/admin/approval?tab=businesses"
          action="Review Businesses"
        />
      </div>
    </div>
  );
}
