import { EMAIL_TOKEN_TTL_DAYS, NOT_SPECIFIED } from '../../../shared/constants';
import { type AdminMatch, CUSTOM_TIER, type IntroductionDraft } from '../../../shared/schemas/matches';

type DraftParties = {
  team: Pick<AdminMatch['team'], 'name' | 'sport' | 'location' | 'coachName' | 'contactEmail'>;
  business: Pick<AdminMatch['business'], 'businessName' | 'contactName' | 'businessEmail'>;
};

interface DraftOffer {
  tierSelected: string;
  amountDisplay: string;
}

const known = (value: string) => (value && value !== NOT_SPECIFIED ? value : null);

/**
 * The introduction the email dialog opens with (spec part 2, section 2.17): it names both parties and
 * the next steps. The offer itself and each party's own answer links are added below it by the server.
 */
export function introductionDraft(
  { team, business }: DraftParties,
  offer: DraftOffer,
  revised = false,
): IntroductionDraft {
  const about = [known(team.sport), known(team.location)].filter(Boolean).join(', ');
  const teamName = about ? `${team.name} (${about})` : team.name;
  const packageName =
    offer.tierSelected === CUSTOM_TIER ? 'a custom sponsorship' : `the ${offer.tierSelected} package`;
  return {
    recipients: [
      { email: team.contactEmail, name: team.coachName, type: 'team' },
      { email: business.businessEmail, name: business.contactName, type: 'business' },
    ],
    subject: revised
      ? `Updated offer: ${business.businessName} and ${team.name}`
      : `Introducing ${business.businessName} and ${team.name}`,
    message: [
      `Hello ${team.coachName} and ${business.contactName},`,
      revised
        ? `Thank you for your feedback. We have updated the proposed partnership between ${business.businessName} and ${teamName}, and we would love to hear what you think of the new offer.`
        : `We are delighted to introduce ${business.businessName} and ${teamName}. We think you would make a great partnership this season.`,
      `The proposal: ${business.businessName} sponsors ${team.name} with ${packageName} (${offer.amountDisplay}). The full offer is below this message.`,
      [
        'Next steps:',
        '1. Read the offer below.',
        `2. Choose Accept, Decline or Request changes with the links in this email. They are yours alone and work for ${EMAIL_TOKEN_TTL_DAYS} days.`,
        '3. Once you have both accepted, we will send each of you the other’s contact details so you can plan the season together.',
      ].join('\n'),
      'Best regards,\nThe Homefield team',
    ].join('\n\n'),
  };
}
