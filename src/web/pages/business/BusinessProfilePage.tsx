import { PageShell } from '../../components/PageShell';

export default function BusinessProfilePage() {
  return <PageShell>{null}</PageShell>;
}
