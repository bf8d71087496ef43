import { RoleHome } from '../../features/auth/RoleHome';

export default function BusinessDashboardPage() {
  return (
    <RoleHome
      kind="business"
      title="Business Dashboard"
      description="Your sponsorships, matches and messages with teams will appear here."
    />
  );
}
