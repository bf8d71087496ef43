import { PageShell } from '../../components/PageShell';

export default function SponsorshipSuccessPage() {
  return <PageShell>{null}</PageShell>;
}
