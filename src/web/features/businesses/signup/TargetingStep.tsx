import type { DefaultValues } from 'react-hook-form';
import {
  AGE_GROUPS,
  COMPETITIVE_LEVELS,
  LOGO_PLACEMENTS,
  SPORTS,
  TEAM_SIZES,
} from '../../../../shared/constants';
import {
  type BusinessStepInput,
  PARTNERSHIP_GOALS,
  targetingSchema,
} from '../../../../shared/schemas/business';
import { ChoicesField, FlagsField, FormSection } from '../fields';
import { asOptions } from '../options';
import { StepForm, type StepProps, useStepForm } from './StepForm';

type Targeting = BusinessStepInput<5>;

const EMPTY: DefaultValues<Targeting> = {
  preferredAgeGroups: [],
  partnershipGoals: [],
  preferredSports: [],
  preferredTeamSizes: [],
  competitiveLevelPreference: [],
  logoPlacementPreferences: [],
  eventParticipationInterest: false,
  crossPromotionalInterest: false,
};

const AGE_OPTIONS = asOptions(AGE_GROUPS.businessSignup);
const GOAL_OPTIONS = asOptions(PARTNERSHIP_GOALS);
const SPORT_OPTIONS = asOptions(SPORTS.businessSignup);
const SIZE_OPTIONS = asOptions(TEAM_SIZES);
const LEVEL_OPTIONS = asOptions(COMPETITIVE_LEVELS);
const LOGO_OPTIONS = asOptions(LOGO_PLACEMENTS);

/** Step 5: which teams the business wants to meet, and what it hopes to get from the partnership. */
export function TargetingStep({ saved, onBack, onNext }: StepProps<Targeting>) {
  const form = useStepForm(targetingSchema, EMPTY, saved);
  return (
    <StepForm
      title="Targeting & Matching"
      description="We introduce you to teams that fit these choices. Leave a list empty for no preference."
      onSubmit={form.handleSubmit(() => onNext(form.getValues()))}
      onBack={() => onBack(form.getValues())}
    >
      <FormSection title="Teams you'd like to support">
        <ChoicesField
          form={form}
          name="preferredAgeGroups"
          legend="Age groups (choose at least one)"
          options={AGE_OPTIONS}
        />
        <ChoicesField form={form} name="preferredSports" legend="Sports" options={SPORT_OPTIONS} />
        <ChoicesField form={form} name="preferredTeamSizes" legend="Team sizes" options={SIZE_OPTIONS} />
        <ChoicesField
          form={form}
          name="competitiveLevelPreference"
          legend="Competitive level"
          options={LEVEL_OPTIONS}
        />
      </FormSection>
      <FormSection title="What you'd like from it">
        <ChoicesField
          form={form}
          name="partnershipGoals"
          legend="Partnership goals (choose at least one)"
          options={GOAL_OPTIONS}
        />
        <ChoicesField
          form={form}
          name="logoPlacementPreferences"
          legend="Where you'd like your logo"
          options={LOGO_OPTIONS}
        />
        <FlagsField
          form={form}
          legend="Also interested in"
          flags={[
            {
              name: 'eventParticipationInterest',
              label: 'Taking part in team events',
              description: 'Games, award nights, fundraisers',
            },
            {
              name: 'crossPromotionalInterest',
              label: 'Cross-promotion',
              description: 'Teams promote your business; you promote their season',
            },
          ]}
        />
      </FormSection>
    </StepForm>
  );
}
