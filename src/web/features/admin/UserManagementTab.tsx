import { UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

export function UserManagementTab() {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy [&_svg]:size-6">
          <UserCog aria-hidden />
        </span>
        <div>
          <h2 className="text-xl font-bold">User Management</h2>
          <p className="mt-1 text-slate-600">
            Find any user by email or name, and assign or remove the admin, business, team and user roles.
          </p>
        </div>
      </div>
      <Link to="/admin/user-management" className={`${buttonClasses('primary')} shrink-0`}>
        Open User Management
      </Link>
    </Card>
  );
}
