import { PageShell } from '../../components/PageShell';

export default function BusinessDashboardPage() {
  return <PageShell>{null}</PageShell>;
}
