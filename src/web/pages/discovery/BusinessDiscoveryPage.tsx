import { PageShell } from '../../components/PageShell';

export default function BusinessDiscoveryPage() {
  return <PageShell>{null}</PageShell>;
}
