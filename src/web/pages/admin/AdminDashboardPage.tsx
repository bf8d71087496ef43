import { PageShell } from '../../components/PageShell';

export default function AdminDashboardPage() {
  return <PageShell>{null}</PageShell>;
}
