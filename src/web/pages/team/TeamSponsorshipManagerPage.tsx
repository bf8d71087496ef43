import { PageShell } from '../../components/PageShell';

export default function TeamSponsorshipManagerPage() {
  return <PageShell>{null}</PageShell>;
}
