import { PageShell } from '../../components/PageShell';

export default function TeamDetailsPage() {
  return <PageShell>{null}</PageShell>;
}
