import { TeamSignupScreen } from '../../features/teams/TeamSignupScreen';
import { TeamSignupSimpleForm } from '../../features/teams/TeamSignupSimpleForm';

/** /team-signup-simple: five fields, the same account and team as the 'Join' page. */
export default function TeamSignupSimplePage() {
  return (
    <TeamSignupScreen
      title="Sign up your team"
      intro="Five quick fields and your team is on Homefield. Add the details later from your dashboard."
      form={TeamSignupSimpleForm}
    />
  );
}
