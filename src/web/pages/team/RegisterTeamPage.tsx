import { PageShell } from '../../components/PageShell';

export default function RegisterTeamPage() {
  return <PageShell>{null}</PageShell>;
}
