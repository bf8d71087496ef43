import { useState } from 'react';
import { toast } from 'sonner';
import { humanize } from '../../../shared/labels';
import type { AdminUser } from '../../../shared/schemas/admin';
import { ROLES, type Role } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { actionFailure } from './access';
import { useAssignRole } from './api';

interface AssignRoleDialogProps {
  /** The user given a role; open while there is one. */
  user: AdminUser | null;
  onClose: () => void;
}

export function AssignRoleDialog({ user, onClose }: AssignRoleDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && <AssignRoleForm user={user} onClose={onClose} />}
    </Dialog>
  );
}

/** A select of the four roles; the ones the user holds are disabled and marked '(Already assigned)'. */
function AssignRoleForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [role, setRole] = useState<Role | ''>('');
  const assign = useAssignRole();
  const submit = () => {
    if (!role) return;
    assign.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast.success(`Role ${role} assigned successfully`);
          onClose();
        },
        onError: (error) =>
          toast.error('Error', { description: actionFailure(error, 'Failed to assign role') }),
      },
    );
  };
  return (
    <DialogContent
      title="Assign Role"
      description={`Choose a role for ${user.email}. It takes effect on their next page load.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button disabled={!role} loading={assign.isPending} onClick={submit}>
            Assign Role
          </Button>
        </>
      }
    >
      <Field label="Role" htmlFor="assign-role" required>
        <Select id="assign-role" value={role} onChange={(event) => setRole(event.target.value as Role | '')}>
          <option value="">Select a role</option>
          {ROLES.map((option) => {
            const held = user.roles.includes(option);
            return (
              <option key={option} value={option} disabled={held}>
                {humanize(option)}
                {held ? ' (Already assigned)' : ''}
              </option>
            );
          })}
        </Select>
      </Field>
    </DialogContent>
  );
}
