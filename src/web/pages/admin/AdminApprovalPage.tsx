import { PageShell } from '../../components/PageShell';

export default function AdminApprovalPage() {
  return <PageShell>{null}</PageShell>;
}
