import { PageShell } from '../../components/PageShell';

export default function UserManagementPage() {
  return <PageShell>{null}</PageShell>;
}
