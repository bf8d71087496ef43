import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LOGO_PLACEMENTS } from '../../../shared/constants';
import {
  TIER_LIMITS,
  TIER_REQUIRED,
  type Tier,
  type TierInput,
  type TierValues,
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
import { useSaveTier } from './api';
import { EMPTY_TIER_FORM, type TierFormValues, tierBody, tierFormValues } from './tierFormValues';

const resolver = zodResolver(tierInputSchema);

interface TierFormProps {
  teamId: string;
  /** The tier being edited; null creates a new one. */
  tier: Tier | null;
  /** Called after a save, and when an edit is cancelled. */
  onDone: () => void;
  /** Changes whenever the page asks the form to take the focus (the empty state's button, Edit). */
  focusSignal: number;
}

/** The tier form in create and edit modes, checked with the schema the API uses. */
export function TierForm({ teamId, tier, onDone, focusSignal }: TierFormProps) {
  const id = useId();
  const card = useRef<HTMLDivElement>(null);
  const save = useSaveTier(teamId);
  const form = useForm<TierFormValues, unknown, TierValues>({
    resolver: (values, context, options) =>
      resolver(tierBody(values) as TierInput, context, options as never),
    defaultValues: tier ? tierFormValues(tier) : EMPTY_TIER_FORM,
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;

  useEffect(() => {
    if (focusSignal === 0) return;
    card.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.setFocus('name');
  }, [focusSignal, form]);

  const onValid = (values: TierValues) =>
    save.mutate(
      { tierId: tier?.id, tier: values },
      {
        onSuccess: () => {
          toast.success(
            tier ? 'Sponsorship tier updated successfully' : 'Sponsorship tier created successfully',
          );
          form.reset(EMPTY_TIER_FORM);
          shieldAfterClose();
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, form.setError);
          toast.error('Failed to save sponsorship tier', {
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
        <h3 className="text-lg font-bold">{tier ? `Edit ${tier.name}` : 'Create a Sponsorship Tier'}</h3>
        <p className="mt-1 text-sm text-slate-600">
          {tier
            ? 'Changes show to sponsors at once. Sponsors who already paid keep what they bought.'
            : 'A package businesses can buy, such as Bronze, Silver or Gold.'}
        </p>
        <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="mt-5 space-y-5">
          <InputField form={form} name="name" label="Tier name" required placeholder="Gold" />
          <div className="grid gap-5 sm:grid-cols-2">
            <MoneyField form={form} name="amount" label="Amount" required />
            <InputField
              form={form}
              name="availableSpots"
              label="Available spots"
              type="number"
              inputMode="numeric"
            />
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
          <SelectField
            form={form}
            name="logoPlacement"
            label="Logo placement"
            placeholder="No logo placement"
            options={LOGO_PLACEMENTS}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {tier && (
              <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {tier ? 'Update Tier' : 'Create Tier'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
