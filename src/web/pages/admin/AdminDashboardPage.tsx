import { BadgeCheck, Building2, ShieldCheck, Users } from 'lucide-react';
import { PageShell } from '../../components/PageShell';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { AdminLoadFailed } from '../../features/admin/AdminLoadFailed';
import { ApprovalCenterTab } from '../../features/admin/ApprovalCenterTab';
import { AdminGuard, useAdminLoadFailure } from '../../features/admin/access';
import { useAdminOverview } from '../../features/admin/api';
import { BusinessesTab } from '../../features/admin/BusinessesTab';
import { CoMarketingTab } from '../../features/admin/CoMarketingTab';
import { CreateMatchesTab } from '../../features/admin/CreateMatchesTab';
import { FamilyRequestsTab } from '../../features/admin/FamilyRequestsTab';
import { PaymentsTab } from '../../features/admin/PaymentsTab';
import { RevenueTab } from '../../features/admin/RevenueTab';
import { SecurityTab } from '../../features/admin/SecurityTab';
import { StatGrid, StatGridSkeleton } from '../../features/admin/StatGrid';
import { TeamsTab } from '../../features/admin/TeamsTab';
import { UserManagementTab } from '../../features/admin/UserManagementTab';
import { useTabParam } from '../../features/admin/useTabParam';

const LOAD_FAILED = 'Failed to load dashboard data. You may not have admin privileges.';

/**
 * The six tabs (spec part 2, section 2.13), Revenue and Payments (issue 20), Families (issue 22); the open one is kept in the
 * URL, so a reload stays on it.
 */
const TABS = [
  { value: 'approvals', label: 'Approval Center' },
  { value: 'teams', label: 'All Teams' },
  { value: 'businesses', label: 'All Businesses' },
  { value: 'matches', label: 'Create Matches' },
  { value: 'users', label: 'User Management' },
  { value: 'security', label: 'Security' },
  { value: 'revenue', label: 'Revenue' },
  { value: 'payments', label: 'Payments' },
  { value: 'families', label: 'Families' },
  { value: 'partners', label: 'Partners' },
] as const;
const TAB_VALUES = TABS.map((t) => t.value);

function Header() {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-field uppercase">Homefield admin</p>
      <h1 className="text-2xl font-bold sm:text-3xl">Admin Dashboard</h1>
      <p className="mt-1 text-slate-600">
        Review registrations, look after users and keep an eye on security.
      </p>
    </header>
  );
}

function Dashboard() {
  const overview = useAdminOverview();
  useAdminLoadFailure(overview.error, LOAD_FAILED);
  const [tab, setTab] = useTabParam(TAB_VALUES, 'approvals');

  if (overview.isPending) {
    return (
      <div className="space-y-8" aria-busy="true">
        <span className="sr-only">Loading the admin dashboard</span>
        <div className="space-y-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-5 w-full max-w-md" />
        </div>
        <StatGridSkeleton />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <AdminLoadFailed
        header={<Header />}
        title="Failed to load dashboard data"
        message={LOAD_FAILED}
        onRetry={() => overview.refetch()}
      />
    );
  }

  const counts = overview.data;
  return (
    <div className="space-y-8">
      <Header />
      <StatGrid
        stats={[
          { label: 'Total Teams', value: counts.totalTeams, icon: <Users /> },
          { label: 'Total Businesses', value: counts.totalBusinesses, icon: <Building2 /> },
          { label: 'Verified Teams', value: counts.verifiedTeams, icon: <BadgeCheck /> },
          { label: 'Verified Businesses', value: counts.verifiedBusinesses, icon: <ShieldCheck /> },
        ]}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label="Admin sections"
          className="-mx-4 rounded-none px-4 sm:mx-0 sm:rounded-[var(--radius-control)] sm:px-1 lg:flex-wrap lg:[&>*]:flex-none"
        >
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="approvals">
          <ApprovalCenterTab overview={counts} />
        </TabsContent>
        <TabsContent value="teams">
          <TeamsTab />
        </TabsContent>
        <TabsContent value="businesses">
          <BusinessesTab />
        </TabsContent>
        <TabsContent value="matches">
          <CreateMatchesTab />
        </TabsContent>
        <TabsContent value="users">
          <UserManagementTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="revenue">
          <RevenueTab />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentsTab />
        </TabsContent>
        <TabsContent value="families">
          <FamilyRequestsTab />
        </TabsContent>
        <TabsContent value="partners">
          <CoMarketingTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default function AdminDashboardPage() {
  return (
    <AdminGuard>
      <PageShell title="Admin Dashboard">
        <Dashboard />
      </PageShell>
    </AdminGuard>
  );
}
