import { PageShell } from '../../components/PageShell';

export default function BusinessDetailsPage() {
  return <PageShell>{null}</PageShell>;
}
