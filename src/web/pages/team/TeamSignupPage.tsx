import { PageShell } from '../../components/PageShell';

export default function TeamSignupPage() {
  return <PageShell>{null}</PageShell>;
}
