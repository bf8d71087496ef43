import { RoleHome } from '../../features/auth/RoleHome';

export default function TeamDashboardPage() {
  return (
    <RoleHome
      kind="team"
      title="Team Dashboard"
      description="Your team's sponsors, money raised and roster will appear here."
    />
  );
}
