import { PageShell } from '../../components/PageShell';

export default function SandboxCheckoutPage() {
  return <PageShell>{null}</PageShell>;
}
