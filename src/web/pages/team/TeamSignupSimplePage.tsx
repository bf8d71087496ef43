import { PageShell } from '../../components/PageShell';

export default function TeamSignupSimplePage() {
  return <PageShell>{null}</PageShell>;
}
