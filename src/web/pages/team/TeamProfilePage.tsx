import { PageShell } from '../../components/PageShell';

export default function TeamProfilePage() {
  return <PageShell>{null}</PageShell>;
}
