import { Building2, Shield, Users, UsersRound } from 'lucide-react';
import { useState } from 'react';
import type { UserRoleFilter } from '../../../shared/schemas/admin';
import { PageShell } from '../../components/PageShell';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { AdminGuard, useAdminLoadFailure } from '../../features/admin/access';
import { type UserFilters, useAdminUsers } from '../../features/admin/api';
import { BackToDashboard } from '../../features/admin/BackToDashboard';
import { FilterBar } from '../../features/admin/FilterBar';
import { StatGrid, StatGridSkeleton } from '../../features/admin/StatGrid';
import { UserList } from '../../features/admin/UserList';
import { Pagination } from '../../features/discovery/Pagination';

const NO_FILTERS: UserFilters = { q: '', role: '', page: 1 };
const SEARCH = [{ key: 'q', label: 'Search', placeholder: 'Email or name' }] as const;
const ROLE_OPTIONS: { value: UserRoleFilter | ''; label: string }[] = [
  { value: '', label: 'All Roles' },
  { value: 'admin', label: 'Admin' },
  { value: 'business', label: 'Business' },
  { value: 'team', label: 'Team' },
  { value: 'user', label: 'User' },
];

function UserListSkeleton() {
  return (
    <Card className="divide-y divide-slate-200" aria-busy="true">
      <span className="sr-only">Loading users</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="space-y-2 px-4 py-4 sm:px-5">
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-6 w-32" />
        </div>
      ))}
    </Card>
  );
}

function UserManagement() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const users = useAdminUsers(filters);
  useAdminLoadFailure(users.error, 'Failed to load users');
  const filtered = Boolean(filters.q || filters.role);

  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <BackToDashboard />
        <h1 className="text-2xl font-bold sm:text-3xl">User Management</h1>
        <p className="text-slate-600">Find users and manage their roles. Changes take effect at once.</p>
      </header>

      {users.data ? (
        <StatGrid
          stats={[
            { label: 'Total Users', value: users.data.counts.total, icon: <UsersRound /> },
            { label: 'Admins', value: users.data.counts.admins, icon: <Shield /> },
            { label: 'Businesses', value: users.data.counts.businesses, icon: <Building2 /> },
            { label: 'Teams', value: users.data.counts.teams, icon: <Users /> },
          ]}
        />
      ) : (
        !users.isError && <StatGridSkeleton />
      )}

      <FilterBar
        id="admin-users"
        filters={SEARCH}
        values={filters}
        onChange={(_, q) => setFilters((current) => ({ ...current, q, page: 1 }))}
      >
        <Field label="Role" htmlFor="admin-users-role">
          <Select
            id="admin-users-role"
            value={filters.role}
            onChange={(event) =>
              setFilters((current) => ({
                ...current,
                role: event.target.value as UserFilters['role'],
                page: 1,
              }))
            }
          >
            {ROLE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </FilterBar>

      {users.isPending ? (
        <UserListSkeleton />
      ) : users.isError ? (
        <EmptyState
          title="Failed to load users"
          description="Check your connection and try again."
          action={<Button onClick={() => users.refetch()}>Try again</Button>}
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState
          icon={<UsersRound />}
          title="No Users Found"
          description={filtered ? 'No user matches this search and role.' : 'Nobody has signed up yet.'}
          action={
            filtered && (
              <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            )
          }
        />
      ) : (
        <div className="space-y-4">
          <Card>
            <UserList users={users.data.users} />
          </Card>
          <Pagination
            page={filters.page}
            pageSize={users.data.pageSize}
            total={users.data.total}
            onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
            label="User pages"
          />
        </div>
      )}
    </div>
  );
}

export default function UserManagementPage() {
  return (
    <AdminGuard>
      <PageShell title="User Management">
        <UserManagement />
      </PageShell>
    </AdminGuard>
  );
}
