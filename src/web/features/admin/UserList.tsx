import { MailCheck, MailWarning, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/dates';
import { humanize } from '../../../shared/labels';
import type { AdminUser } from '../../../shared/schemas/admin';
import type { Role } from '../../../shared/schemas/auth';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { AssignRoleDialog } from './AssignRoleDialog';
import { actionFailure } from './access';
import { useRemoveRole } from './api';

const ROLE_TONES: Record<Role, BadgeTone> = {
  admin: 'navy',
  business: 'completed',
  team: 'paid',
  user: 'neutral',
};

function RoleBadges({ roles }: { roles: Role[] }) {
  if (roles.length === 0) return <Badge tone="pending">No Roles</Badge>;
  return roles.map((role) => (
    <Badge key={role} tone={ROLE_TONES[role]}>
      {humanize(role)}
    </Badge>
  ));
}

function UserRow({
  user,
  onAssign,
  onRemove,
}: {
  user: AdminUser;
  onAssign: () => void;
  onRemove: (role: Role) => void;
}) {
  const Verified = user.emailVerified ? MailCheck : MailWarning;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words text-navy">{user.email}</p>
        <p className="text-sm text-slate-600">
          {user.fullName || 'No name given'} · Joined {formatDate(user.createdAt)}
        </p>
        <p
          className={`flex items-center gap-1.5 text-sm ${user.emailVerified ? 'text-field' : 'text-amber'}`}
        >
          <Verified className="size-4" aria-hidden />
          {user.emailVerified ? 'Email confirmed' : 'Email not confirmed'}
        </p>
        <div className="flex flex-wrap gap-1.5 pt-1">
          <RoleBadges roles={user.roles} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 lg:justify-end">
        <Button variant="secondary" size="sm" onClick={onAssign}>
          <UserPlus className="size-4" aria-hidden />
          Assign Role
        </Button>
        {user.roles.map((role) => (
          <Button key={role} variant="ghost" size="sm" onClick={() => onRemove(role)}>
            Remove {role}
          </Button>
        ))}
      </div>
    </li>
  );
}

/** The users of one page with their Assign Role dialog and Remove {role} confirmation. */
export function UserList({ users }: { users: AdminUser[] }) {
  const [assigning, setAssigning] = useState<AdminUser | null>(null);
  const [removing, setRemoving] = useState<{ user: AdminUser; role: Role } | null>(null);
  const remove = useRemoveRole();

  const confirmRemove = () => {
    if (!removing) return;
    const { user, role } = removing;
    remove.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast.success(`Role ${role} removed successfully`);
          setRemoving(null);
        },
        onError: (error) => {
          toast.error('Error', { description: actionFailure(error, 'Failed to remove role') });
          setRemoving(null);
        },
      },
    );
  };

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            onAssign={() => setAssigning(user)}
            onRemove={(role) => setRemoving({ user, role })}
          />
        ))}
      </ul>
      <AssignRoleDialog user={assigning} onClose={() => setAssigning(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove role"
        description={
          removing &&
          `Are you sure you want to remove the "${removing.role}" role from ${removing.user.email}? This action cannot be undone.`
        }
        confirmLabel={removing ? `Remove ${removing.role}` : 'Remove'}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </>
  );
}
