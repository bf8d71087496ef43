import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LOGO_PLACEMENTS } from '../../../shared/constants';
import { type LeagueTierInput, leagueTierInputSchema } from '../../../shared/schemas/league-sponsorships';
import {
  TIER_LIMITS,
  TIER_REQUIRED,
  type Tier,
  type TierInput,
  tierInputSchema,
} from '../../../shared/schemas/tiers';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { shieldAfterClose } from '../../lib/one-press';
import { useUnsaved } from '../../lib/unsaved-changes';
import { MoneyField } from '../sponsorship-manager/MoneyField';
import { TextListInput } from '../sponsorship-manager/TextListInput';
import { InputField, SelectField, TextareaField } from '../teams/fields';
import { isExplained, showFieldErrors } from '../teams/teamErrors';
import {
  EMPTY_TIER_FORM,
  leagueTierBody,
  type TierFormValues,
  tierBody,
  tierFormValues,
} from './tierFormValues';

const teamResolver = zodResolver(tierInputSchema);
const leagueResolver = zodResolver(leagueTierInputSchema);

/** Saves a tier: a team's (useSaveTier) or a league's package (useSaveLeagueTier). */
export interface TierSaver {
  mutate: (
    variables: { tierId?: string; tier: TierInput },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

interface TierFormProps {
  save: TierSaver;
  /** A league's package: no spots (every team gets it) and no logo placement of its own. */
  league?: boolean;
  /** The tier being edited; null creates a new one. */
  tier:
    | (Pick<Tier, 'id' | 'name' | 'amount' | 'description' | 'benefits'> &
        Partial<Pick<Tier, 'logoPlacement' | 'availableSpots'>>)
    | null;
  /** Called after a save, and when an edit is cancelled. */
  onDone: () => void;
  /** Changes whenever the page asks the form to take the focus (the empty state's button, Edit). */
  focusSignal: number;
}

/** The tier form in create and edit modes, checked with the schema the API uses. */
export function TierForm({ save, league = false, tier, onDone, focusSignal }: TierFormProps) {
  const id = useId();
  const card = useRef<HTMLDivElement>(null);
  // A league package's output is a tier's without two keys: one form type covers both.
  const form = useForm<TierFormValues, unknown, TierInput>({
    resolver: ((values, context, options) =>
      league
        ? leagueResolver(leagueTierBody(values) as LeagueTierInput, context, options as never)
        : teamResolver(tierBody(values) as TierInput, context, options as never)) as Resolver<
      TierFormValues,
      unknown,
      TierInput
    >,
    defaultValues: tier ? tierFormValues(tier) : EMPTY_TIER_FORM,
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;

  useEffect(() => {
    if (focusSignal === 0) return;
    card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.setFocus('name');
  }, [focusSignal, form]);

  const onValid = (values: TierInput) =>
    save.mutate(
      { tierId: tier?.id, tier: values },
      {
        onSuccess: () => {
          toast.success(
            league
              ? 'League package saved'
              : tier
                ? 'Sponsorship tier updated successfully'
                : 'Sponsorship tier created successfully',
          );
          form.reset(EMPTY_TIER_FORM);
          shieldAfterClose();
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, form.setError);
          toast.error(league ? 'Could not save the package' : 'Failed to save sponsorship tier', {
            description: isExplained(error) ? error.message : undefined,
          });
        },
      },
    );

  const onInvalid = (invalid: FieldErrors<TierFormValues>) => {
    if (invalid.name?.message === TIER_REQUIRED || invalid.amount?.message === TIER_REQUIRED)
      toast.error(TIER_REQUIRED);
  };

  const benefitErrors = Array.isArray(errors.benefits)
    ? errors.benefits.map((error) => error?.message)
    : undefined;

  return (
    <div ref={card} className="scroll-mt-4">
      <Card className="p-5 sm:p-6">
        <h3 className="text-lg font-bold">
          {tier ? `Edit ${tier.name}` : league ? 'Create a league package' : 'Create a Sponsorship Tier'}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {tier
            ? 'Changes show to sponsors at once. Sponsors who already paid keep what they bought.'
            : league
              ? 'A package a business buys for the whole league: the payment is shared equally among your teams, and every team delivers its benefits.'
              : 'A package businesses can buy, such as Bronze, Silver or Gold.'}
        </p>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="mt-5 space-y-5">
          <InputField form={form} name="name" label="Tier name" required placeholder="Gold" />
          <div className="grid gap-5 sm:grid-cols-2">
            <MoneyField form={form} name="amount" label="Amount" required />
            {!league && (
              <InputField
                form={form}
                name="availableSpots"
                label="Available spots"
                type="number"
                inputMode="numeric"
              />
            )}
          </div>
          <TextareaField
            form={form}
            name="description"
            label="Description"
            rows={3}
            placeholder="What this sponsorship pays for"
          />
          <Controller
            control={form.control}
            name="benefits"
            render={({ field }) => (
              <TextListInput
                id={`${id}-benefits`}
                legend="Benefits"
                itemLabel="Benefit"
                addLabel="Add benefit"
                placeholder="Logo on team jerseys"
                values={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                itemErrors={benefitErrors}
                error={errors.benefits?.message}
                maxItems={TIER_LIMITS.benefits}
              />
            )}
          />
          {!league && (
            <SelectField
              form={form}
              name="logoPlacement"
              label="Logo placement"
              placeholder="No logo placement"
              options={LOGO_PLACEMENTS}
            />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {tier && (
              <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {league ? (tier ? 'Update package' : 'Create package') : tier ? 'Update Tier' : 'Create Tier'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
