import { PageShell } from '../../components/PageShell';

export default function TeamDashboardPage() {
  return <PageShell>{null}</PageShell>;
}
