import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { useMyBusiness } from '../../features/businesses/api';
import { BusinessSignupWizard } from '../../features/businesses/signup/BusinessSignupWizard';
import { StepSkeleton, WizardLayout } from '../../features/businesses/signup/WizardLayout';
import { useSession } from '../../lib/session';

/** /business-signup?step=1..6. A user who already has a business goes to its dashboard. */
export default function BusinessSignupPage() {
  const { user, isLoading } = useSession();
  const mine = useMyBusiness({ enabled: Boolean(user) });
  const checking = isLoading || (Boolean(user) && mine.isPending);
  // Decided once on arrival: the business the final submit creates must not bounce the wizard to the
  // dashboard before it has taken the user to the confirmation.
  const [started, setStarted] = useState(false);
  if (!started && !checking && !mine.business) setStarted(true);

  let content = (
    <WizardLayout step={user ? 2 : 1}>
      <StepSkeleton />
    </WizardLayout>
  );
  if (started) content = <BusinessSignupWizard user={user} />;
  else if (!checking) content = <Navigate to="/business-dashboard" replace />;
  return <PageShell title="Register your business">{content}</PageShell>;
}
