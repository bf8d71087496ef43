import { PageShell } from '../../components/PageShell';

export default function UnsubscribePage() {
  return <PageShell>{null}</PageShell>;
}
