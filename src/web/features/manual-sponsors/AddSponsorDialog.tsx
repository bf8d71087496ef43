import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { COMPANY_TYPES, MANUAL_SPONSOR_SOCIAL_NETWORKS } from '../../../shared/constants';
import {
  MANUAL_SPONSOR_MAX_GOALS,
  type ManualSponsorValues,
  manualSponsorInputSchema,
} from '../../../shared/schemas/manual-sponsors';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/Dialog';
import { useUnsaved } from '../../lib/unsaved-changes';
import { MoneyField } from '../sponsorship-manager/MoneyField';
import { TextListInput } from '../sponsorship-manager/TextListInput';
import { InputField, SelectField, TextareaField } from '../teams/fields';
import { isExplained, showFieldErrors } from '../teams/teamErrors';
import { useAddManualSponsor } from './api';
import { EMPTY_SPONSOR_FORM, NETWORK_LABELS, type SponsorFormValues, sponsorBody } from './sponsorFormValues';

const resolver = zodResolver(manualSponsorInputSchema);

/** 'Add Sponsor': a sponsor the team was paid by outside Homefield, counted in Total Raised. */
export function AddSponsorDialog({ teamId }: { teamId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const add = useAddManualSponsor(teamId);
  const form = useForm<SponsorFormValues, unknown, ManualSponsorValues>({
    resolver: (values, context, options) => resolver(sponsorBody(values), context, options as never),
    defaultValues: EMPTY_SPONSOR_FORM,
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const goalErrors = Array.isArray(errors.sponsorshipGoals)
    ? errors.sponsorshipGoals.map((error) => error?.message)
    : undefined;

  const onValid = (values: ManualSponsorValues) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success('Sponsor added successfully');
        form.reset(EMPTY_SPONSOR_FORM);
        setOpen(false);
      },
      onError: (error) => {
        showFieldErrors(error, form.setError);
        toast.error('Failed to add sponsor', {
          description: isExplained(error) ? error.message : undefined,
        });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!add.isPending) setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus className="size-4" aria-hidden />
          Add Sponsor
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add Sponsor"
        description="Record a sponsor who paid your team outside Homefield. Their amount counts toward your Total Raised."
        size="max-w-2xl"
      >
        <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-6">
          <fieldset className="space-y-4">
            <legend className="mb-3 text-base font-bold text-navy">Company</legend>
            <InputField
              form={form}
              name="companyName"
              label="Company name"
              required
              autoComplete="organization"
            />
            <SelectField
              form={form}
              name="companyType"
              label="Company type"
              required
              placeholder="Choose a company type"
              options={COMPANY_TYPES}
            />
            <TextareaField form={form} name="companyAddress" label="Company address" required rows={2} />
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-3 text-base font-bold text-navy">Contact</legend>
            <InputField form={form} name="contactName" label="Contact name" required autoComplete="off" />
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                form={form}
                name="contactEmail"
                label="Contact email"
                required
                type="email"
                inputMode="email"
                autoComplete="off"
              />
              <InputField
                form={form}
                name="contactPhone"
                label="Contact phone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
              />
            </div>
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="mb-3 text-base font-bold text-navy">Sponsorship</legend>
            <div className="sm:max-w-[50%] sm:pr-2">
              <MoneyField form={form} name="amountSponsored" label="Amount sponsored" required />
            </div>
            <Controller
              control={form.control}
              name="sponsorshipGoals"
              render={({ field }) => (
                <TextListInput
                  id={`${id}-goals`}
                  legend="Sponsorship goals"
                  itemLabel="Goal"
                  addLabel="Add a goal"
                  required
                  placeholder="Support local youth sports"
                  values={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  itemErrors={goalErrors}
                  error={errors.sponsorshipGoals?.message}
                  maxItems={MANUAL_SPONSOR_MAX_GOALS}
                />
              )}
            />
            <TextareaField
              form={form}
              name="promotionDetails"
              label="Promotion details"
              rows={3}
              placeholder="How the team thanks and promotes this sponsor"
            />
          </fieldset>

          <fieldset>
            <legend className="text-base font-bold text-navy">Social media</legend>
            <p className="mb-3 text-sm text-slate-600">
              Optional: the sponsor's handles, to tag them in posts.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {MANUAL_SPONSOR_SOCIAL_NETWORKS.map((network) => (
                <InputField
                  key={network}
                  form={form}
                  name={`socialMediaHandles.${network}`}
                  label={NETWORK_LABELS[network]}
                  autoComplete="off"
                  placeholder="@handle"
                />
              ))}
            </div>
          </fieldset>

          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={add.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={add.isPending}>
              Add Sponsor
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
