import { PageShell } from '../../components/PageShell';

export default function BusinessSignupPage() {
  return <PageShell>{null}</PageShell>;
}
