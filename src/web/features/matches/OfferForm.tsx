import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { formatCents } from '../../../shared/money';
import {
  MATCH_LIMITS,
  type MatchTier,
  type OfferInput,
  type OfferValues,
  offerInputSchema,
} from '../../../shared/schemas/matches';
import { Button } from '../../components/ui/Button';
import { useUnsaved } from '../../lib/unsaved-changes';
import { MoneyField } from '../sponsorship-manager/MoneyField';
import { TextListInput } from '../sponsorship-manager/TextListInput';
import { InputField, SelectField, TextareaField } from '../teams/fields';
import { showFieldErrors } from '../teams/teamErrors';
import { type OfferFormValues, offerBody, offerField } from './offerFormValues';

const schemaResolver = zodResolver(offerInputSchema);

/** The shared schema checks the body the form would send; its amountCents message goes under the amount box. */
const resolver: Resolver<OfferFormValues, unknown, OfferValues> = async (values, context, options) => {
  const result = await schemaResolver(offerBody(values) as OfferInput, context, options as never);
  const { amountCents, ...errors } = result.errors as Record<string, unknown>;
  return (amountCents ? { ...result, errors: { ...errors, amount: amountCents } } : result) as never;
};

interface OfferFormProps {
  /** The team's tiers, by amount. */
  tiers: MatchTier[];
  defaultValues: OfferFormValues;
  submitLabel: string;
  pending: boolean;
  /** `showErrors` puts the server's field messages under their inputs. */
  onSubmit: (offer: OfferValues, showErrors: (error: unknown) => void) => void;
  /** More buttons beside the submit button (Cancel). */
  actions?: ReactNode;
}

/** The offer of a match: a tier of the team or a Custom amount, the season, a summary and deliverables. */
export function OfferForm({ tiers, defaultValues, submitLabel, pending, onSubmit, actions }: OfferFormProps) {
  const id = useId();
  const form = useForm<OfferFormValues, unknown, OfferValues>({ resolver, defaultValues });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const tierId = form.watch('tierId');
  const tier = tiers.find((t) => t.id === tierId);

  // A tier's benefits are a good first list of deliverables, unless some were written already.
  useEffect(() => {
    if (!tier || tier.benefits.length === 0) return;
    if (form.getValues('deliverables').every((item) => item.trim() === '')) {
      form.setValue('deliverables', [...tier.benefits]);
    }
  }, [tier, form]);

  const showErrors = (error: unknown) => showFieldErrors(error, form.setError, offerField);
  const deliverableErrors = Array.isArray(errors.deliverables)
    ? errors.deliverables.map((error) => error?.message)
    : undefined;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((offer) => onSubmit(offer, showErrors))}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="tierId"
          label="Tier"
          placeholder="Custom amount"
          options={tiers.map((t) => ({ value: t.id, label: `${t.name} · ${formatCents(t.amount)}` }))}
          hint={
            tiers.length === 0 ? 'This team has no tiers yet, so the offer is a custom amount.' : undefined
          }
        />
        {tier ? (
          <div className="space-y-1.5">
            <p className="text-sm font-semibold text-navy">Amount</p>
            <p className="flex min-h-11 items-center rounded-[var(--radius-control)] bg-slate-50 px-3 text-base font-semibold text-navy tabular-nums">
              {formatCents(tier.amount)}
            </p>
            <p className="text-sm text-slate-600">The amount of the {tier.name} tier.</p>
          </div>
        ) : (
          <MoneyField form={form} name="amount" label="Amount" required />
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField form={form} name="seasonStart" label="Season start" type="date" />
        <InputField form={form} name="seasonEnd" label="Season end" type="date" />
      </div>
      <TextareaField
        form={form}
        name="summary"
        label="Summary"
        required
        rows={3}
        placeholder="What the partnership is about, in a sentence or two"
      />
      <Controller
        control={form.control}
        name="deliverables"
        render={({ field }) => (
          <TextListInput
            id={`${id}-deliverables`}
            legend="Deliverables"
            itemLabel="Deliverable"
            addLabel="Add deliverable"
            placeholder="Logo on team jerseys"
            required
            values={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            itemErrors={deliverableErrors}
            error={errors.deliverables?.message ?? errors.deliverables?.root?.message}
            maxItems={MATCH_LIMITS.deliverables}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
