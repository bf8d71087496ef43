import { Building2, ClipboardList, TriangleAlert, Users } from 'lucide-react';
import { PageShell } from '../../components/PageShell';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { AdminLoadFailed } from '../../features/admin/AdminLoadFailed';
import { AdminGuard, useAdminLoadFailure } from '../../features/admin/access';
import { useApprovalQueue } from '../../features/admin/api';
import { BackToDashboard } from '../../features/admin/BackToDashboard';
import { PendingRegistrations } from '../../features/admin/PendingRegistrations';
import { CardGridSkeleton } from '../../features/admin/RecordGrid';
import { StatGrid, StatGridSkeleton } from '../../features/admin/StatGrid';
import { useReviewFlow } from '../../features/admin/useReviewFlow';
import { useTabParam } from '../../features/admin/useTabParam';

const LOAD_FAILED = 'Failed to load approval data. You may not have admin privileges.';

function Header() {
  return (
    <header className="space-y-2">
      <BackToDashboard />
      <h1 className="text-2xl font-bold sm:text-3xl">Registration Approvals</h1>
      <p className="text-slate-600">
        Review new teams and businesses. After each decision you can email the contact.
      </p>
    </header>
  );
}

function Approvals() {
  const queue = useApprovalQueue();
  useAdminLoadFailure(queue.error, LOAD_FAILED);
  const flow = useReviewFlow();
  const [tab, setTab] = useTabParam(['teams', 'businesses'], 'teams');

  if (queue.isPending) {
    return (
      <div className="space-y-8" aria-busy="true">
        <span className="sr-only">Loading the approval queue</span>
        <Header />
        <StatGridSkeleton />
        <CardGridSkeleton count={2} height="h-80" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <AdminLoadFailed
        header={<Header />}
        title="Failed to load approval data"
        message={LOAD_FAILED}
        onRetry={() => queue.refetch()}
      />
    );
  }

  const { totals } = queue.data;
  const waiting = totals.teams + totals.businesses;
  return (
    <div className="space-y-8">
      <Header />
      <StatGrid
        stats={[
          { label: 'Pending Teams', value: totals.teams, icon: <Users /> },
          { label: 'Pending Businesses', value: totals.businesses, icon: <Building2 /> },
          { label: 'Requiring Review', value: waiting, icon: <ClipboardList /> },
          { label: 'Action Required', value: waiting > 0 ? 'Yes' : 'None', icon: <TriangleAlert /> },
        ]}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Pending registrations">
          <TabsTrigger value="teams" className="max-sm:px-2">
            Pending Teams ({totals.teams})
          </TabsTrigger>
          <TabsTrigger value="businesses" className="max-sm:px-2">
            Pending Businesses ({totals.businesses})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="teams">
          <PendingRegistrations
            items={queue.data.teams.map((record) => ({ kind: 'team', record }))}
            flow={flow}
            heading="Teams waiting for review"
          />
        </TabsContent>
        <TabsContent value="businesses">
          <PendingRegistrations
            items={queue.data.businesses.map((record) => ({ kind: 'business', record }))}
            flow={flow}
            heading="Businesses waiting for review"
          />
        </TabsContent>
      </Tabs>
      {flow.dialogs}
    </div>
  );
}

export default function AdminApprovalPage() {
  return (
    <AdminGuard>
      <PageShell title="Registration Approvals">
        <Approvals />
      </PageShell>
    </AdminGuard>
  );
}
