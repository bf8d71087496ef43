import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AGE_GROUPS, NOT_SPECIFIED, PARTNERSHIP_TYPES, SPORTS } from '../../../shared/constants';
import { humanize } from '../../../shared/labels';
import { TEAM_LIMITS, TEAM_SOCIAL_NETWORKS, type Team, type TeamProfile } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useUpdateTeam } from './api';
import { InputField, type Option, TextareaField } from './fields';
import { formField, type ProfileFormValues, profileResolver, toFormValues } from './profileForm';
import {
  BudgetRangeField,
  SportAgeLocationFields,
  TeamContactFields,
  TeamSizeField,
} from './TeamProfileFields';
import { isExplained, showFieldErrors } from './teamErrors';

export const PROFILE_SECTIONS = [
  { id: 'basic', title: 'Basic Information' },
  { id: 'contact', title: 'Contact' },
  { id: 'season', title: 'Season' },
  { id: 'budget', title: 'Budget & Goals' },
  { id: 'partnerships', title: 'Partnerships' },
  { id: 'social', title: 'Social Media' },
  { id: 'about', title: 'About' },
] as const;
type SectionId = (typeof PROFILE_SECTIONS)[number]['id'];

const PARTNERSHIP_OPTIONS = PARTNERSHIP_TYPES.map((value) => ({
  value,
  label: humanize(value),
  description: {
    financial_sponsorship: 'Money toward fees, travel and equipment',
    in_kind_sponsorship: 'Products or services instead of money',
    experience_sponsorship: 'Clinics, tours, events and other experiences',
  }[value],
}));

const SOCIAL_LABELS: Record<(typeof TEAM_SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X (Twitter)',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

const TAX_EXEMPT = 'yes';

/** The profile page's list, plus the value the team holds if it is not on it (the signup's 'Not specified'). */
function optionsWith(list: readonly string[], current: string): Option[] {
  const options = list.map((value) => ({ value, label: value }));
  if (!current || list.includes(current)) return options;
  return [{ value: current, label: current === NOT_SPECIFIED ? 'Not specified yet' : current }, ...options];
}

function Section({ id, description, children }: { id: SectionId; description: string; children: ReactNode }) {
  const title = PROFILE_SECTIONS.find((section) => section.id === id)?.title;
  return (
    <Card className="scroll-mt-24 p-5 sm:p-6" id={`profile-${id}`}>
      <section aria-labelledby={`profile-${id}-title`}>
        <h2 id={`profile-${id}-title`} className="text-xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{description}</p>
        <div className="mt-5 space-y-5">{children}</div>
      </section>
    </Card>
  );
}

const Pair = ({ children }: { children: ReactNode }) => (
  <div className="grid gap-5 sm:grid-cols-2">{children}</div>
);

/** The whole team profile in sections; checked with the API's schema, money typed in dollars. */
export function TeamProfileForm({ team }: { team: Team }) {
  const update = useUpdateTeam();
  const form = useForm<ProfileFormValues, unknown, TeamProfile>({
    resolver: profileResolver,
    defaultValues: toFormValues(team),
  });
  useUnsaved(form.formState.isDirty);
  const taxExempt = form.watch('taxExemptStatus');

  const onSubmit = (profile: TeamProfile) =>
    update.mutate(
      { teamId: team.id, profile },
      {
        onSuccess: ({ team: saved }) => {
          form.reset(toFormValues(saved));
          const resubmitted =
            team.verificationStatus === 'rejected' && saved.verificationStatus === 'under_review';
          toast.success('Team profile updated successfully', {
            description: resubmitted ? 'Your profile has been sent for review again.' : undefined,
          });
        },
        onError: (error) => {
          showFieldErrors(error, form.setError, formField);
          toast.error('Failed to update team profile', {
            description: isExplained(error) ? error.message : 'Please try again.',
          });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
      <p className="text-sm text-slate-600">
        Fields marked <span className="font-semibold text-danger">*</span> are required.
      </p>
      <Section id="basic" description="How sponsors and families will recognise your team.">
        <InputField form={form} name="name" label="Team name" required />
        <InputField form={form} name="coachName" label="Coach name" required />
        <SportAgeLocationFields
          form={form}
          sports={optionsWith(SPORTS.teamProfile, team.sport)}
          ageGroups={optionsWith(AGE_GROUPS.teamProfile, team.ageGroup)}
        />
        <Pair>
          <TeamSizeField form={form} />
          <InputField form={form} name="leagueName" label="League name" />
        </Pair>
        <InputField form={form} name="schoolDistrict" label="School district" />
      </Section>

      <Section id="contact" description="Where sponsors and the Homefield team can reach you.">
        <TeamContactFields form={form} />
      </Section>

      <Section id="season" description="Sponsorship contracts run over your season dates.">
        <Pair>
          <InputField form={form} name="seasonStartDate" label="Season start" type="date" />
          <InputField form={form} name="seasonEndDate" label="Season end" type="date" />
        </Pair>
        <TextareaField
          form={form}
          name="practiceSchedule"
          label="Practice schedule"
          rows={2}
          placeholder="Tuesdays and Thursdays 5:30-7:00 pm; games on Saturdays"
        />
        <TextareaField form={form} name="coachingStaff" label="Coaching staff" rows={2} />
        <TextareaField form={form} name="coachBios" label="Coach bios" />
      </Section>

      <Section
        id="budget"
        description="What you are raising money for this season. Amounts are in US dollars."
      >
        <BudgetRangeField form={form} />
        <Pair>
          <InputField
            form={form}
            name="budgetMin"
            label="Minimum budget ($)"
            inputMode="decimal"
            placeholder="1500"
          />
          <InputField
            form={form}
            name="budgetMax"
            label="Maximum budget ($)"
            inputMode="decimal"
            placeholder="5000"
          />
        </Pair>
        <InputField
          form={form}
          name="fundraisingGoal"
          label="Season fundraising goal ($)"
          inputMode="decimal"
          placeholder="4000"
          hint="Shown as progress on your team's pages."
        />
        <TextareaField form={form} name="primaryGoal" label="Primary goal" rows={2} />
        <TextareaField form={form} name="fundraisingGoals" label="Fundraising goals" />
        <TextareaField form={form} name="seasonGoals" label="Season goals" rows={3} />
      </Section>

      <Section
        id="partnerships"
        description="The kinds of support you welcome, and what sponsors get in return."
      >
        <Controller
          control={form.control}
          name="partnershipTypes"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Partnership types"
              options={PARTNERSHIP_OPTIONS}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <InputField
          form={form}
          name="partnershipTimeline"
          label="Partnership timeline"
          placeholder="This season, with renewal next season"
        />
        <TextareaField
          form={form}
          name="teamOfferings"
          label="What you offer sponsors"
          rows={3}
          hint={`One per line, up to ${TEAM_LIMITS.maxListItems}: logo on jerseys, banner at games...`}
        />
        <TextareaField
          form={form}
          name="existingSponsors"
          label="Existing sponsors"
          rows={3}
          hint={`One per line, up to ${TEAM_LIMITS.maxListItems}.`}
        />
        <Controller
          control={form.control}
          name="taxExemptStatus"
          render={({ field }) => (
            <CheckboxGroup
              legend="Tax-exempt status"
              options={[
                {
                  value: TAX_EXEMPT,
                  label: 'Our team is tax-exempt',
                  description:
                    'For example through a 501(c)(3) booster club. Receipts then print the legal name and EIN, so donors can claim their gifts.',
                },
              ]}
              value={field.value ? [TAX_EXEMPT] : []}
              onChange={(checked) => field.onChange(checked.includes(TAX_EXEMPT))}
            />
          )}
        />
        {taxExempt && (
          <Pair>
            <InputField
              form={form}
              name="legalName"
              label="Legal name of the exempt organization"
              required
              autoComplete="organization"
              hint="As on your IRS determination letter. Printed on every receipt."
            />
            <InputField
              form={form}
              name="ein"
              label="EIN"
              required
              inputMode="numeric"
              placeholder="12-3456789"
              hint="Printed on every receipt, so donors can claim their gifts."
            />
          </Pair>
        )}
      </Section>

      <Section id="social" description="A handle such as @rosecityfc, or a full link.">
        <Pair>
          {TEAM_SOCIAL_NETWORKS.map((network) => (
            <InputField
              key={network}
              form={form}
              name={`socialMediaHandles.${network}`}
              label={SOCIAL_LABELS[network]}
              placeholder="@yourteam"
            />
          ))}
        </Pair>
      </Section>

      <Section id="about" description="Your story: what sponsors read first on your team page.">
        <TextareaField form={form} name="description" label="Description" rows={5} />
        <TextareaField form={form} name="teamAchievements" label="Team achievements" />
        <TextareaField form={form} name="specialEvents" label="Special events" rows={2} />
      </Section>

      <div className="sticky bottom-0 z-10 sm:bottom-4 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border sm:shadow-card">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {form.formState.isDirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
          </p>
          <Button type="submit" loading={update.isPending}>
            <Save className="size-4" aria-hidden />
            Save Changes
          </Button>
        </div>
      </div>
    </form>
  );
}
