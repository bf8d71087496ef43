import { RoleHome } from '../../features/auth/RoleHome';

export default function AdminDashboardPage() {
  return (
    <RoleHome
      kind="admin"
      title="Admin Dashboard"
      description="Registrations to approve, users and the security log will appear here."
    />
  );
}
