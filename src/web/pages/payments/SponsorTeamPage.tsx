import { PageShell } from '../../components/PageShell';

export default function SponsorTeamPage() {
  return <PageShell>{null}</PageShell>;
}
