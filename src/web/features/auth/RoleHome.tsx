import { LayoutDashboard } from 'lucide-react';
import type { Role } from '../../../shared/schemas/auth';
import { PageShell } from '../../components/PageShell';
import { EmptyState } from '../../components/ui/EmptyState';
import { Guard } from '../../lib/guard';
import { useSession } from '../../lib/session';

/**
 * The guarded home of one role. The dashboards themselves arrive with the team, business and admin
 * issues; until then the guard is real and the page says plainly what will appear.
 */
export function RoleHome({ kind, title, description }: { kind: Role; title: string; description: string }) {
  return (
    <Guard allow={[kind]}>
      <PageShell>
        <Greeting title={title} />
        <EmptyState
          icon={<LayoutDashboard aria-hidden />}
          title="Nothing here yet"
          description={description}
        />
      </PageShell>
    </Guard>
  );
}

function Greeting({ title }: { title: string }) {
  const { user } = useSession();
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {user && <p className="mt-1 text-slate-600">Signed in as {user.fullName ?? user.email}</p>}
    </header>
  );
}
