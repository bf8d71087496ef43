import { PageShell } from '../../components/PageShell';

export default function TeamDiscoveryPage() {
  return <PageShell>{null}</PageShell>;
}
