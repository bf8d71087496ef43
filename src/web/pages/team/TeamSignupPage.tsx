import { TeamSignupForm } from '../../features/teams/TeamSignupForm';
import { TeamSignupScreen } from '../../features/teams/TeamSignupScreen';

/** /team-signup and /team-profile-builder: the 'Join' page. */
export default function TeamSignupPage() {
  return (
    <TeamSignupScreen
      title="Join Homefield"
      intro="Create your team's account in a minute. You can complete the team profile anytime from your dashboard."
      form={TeamSignupForm}
    />
  );
}
