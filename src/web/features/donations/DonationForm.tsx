import { Heart, Lock, Mail, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DONATION } from '../../../shared/constants';
import { feeBreakdown, MIN_CHARGE_CENTS } from '../../../shared/fees';
import { dollarsToCents, formatCentsExact } from '../../../shared/money';
import {
  DONATION_CHECKOUT_FAILED,
  DONATION_FAILED,
  donationSummary,
  giftAmount,
  SHOW_NAME_LABEL,
} from '../../../shared/player-page-texts';
import type {
  DonationCheckoutInput,
  DonationCheckoutValues,
  DonationPlayer,
} from '../../../shared/schemas/donations';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ApiError } from '../../lib/api';
import { lazyResolver } from '../../lib/lazy-resolver';
import { FeeLines } from '../payments/FeeLines';
import { appPath } from '../payments/navigation';
import { type AmountMode, AmountPicker } from './AmountPicker';
import { useStartDonation } from './api';
import { FrequencyPicker } from './FrequencyPicker';

type FormFields = keyof DonationCheckoutValues;

/** The toast's text: the server's own message for a mistake it explains, the spec's texts otherwise. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return DONATION_FAILED;
  if (error.status === 502) return DONATION_CHECKOUT_FAILED;
  return error.status >= 400 && error.status < 500 ? error.message : DONATION_FAILED;
}

/** The schema the API checks with, loaded (with zod) when the form first checks. */
const checkout = lazyResolver<DonationCheckoutValues, unknown, DonationCheckoutInput>(async () => {
  const [{ zodResolver }, { donationCheckoutSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/schemas/donations'),
  ]);
  return zodResolver(donationCheckoutSchema);
}, DONATION_FAILED);

const firstMessage = (errors: FieldErrors<DonationCheckoutValues>) =>
  errors.amount?.message ??
  errors.donorName?.message ??
  errors.donorEmail?.message ??
  Object.values(errors)[0]?.message ??
  DONATION_FAILED;

/**
 * The gift: an amount (a preset or the donor's own), one-time or monthly, optional name and email, a
 * summary and the Donate button. Checked with the schema the API uses; the checkout opens in this window.
 */
export function DonationForm({ player }: { player: DonationPlayer }) {
  const id = useId();
  const navigate = useNavigate();
  const start = useStartDonation();
  const [mode, setMode] = useState<AmountMode>('preset');
  const [preset, setPreset] = useState<number>(DONATION.defaultCents);
  const [customText, setCustomText] = useState('');
  const form = useForm<DonationCheckoutValues, unknown, DonationCheckoutInput>({
    resolver: checkout,
    defaultValues: {
      playerId: player.playerId,
      amount: DONATION.defaultCents,
      isRecurring: false,
      donorName: '',
      donorEmail: '',
      showName: false,
      coverFees: false,
    },
  });
  const { errors, isSubmitted } = form.formState;
  const amount = form.watch('amount');
  const isRecurring = form.watch('isRecurring');
  const showName = form.watch('showName') ?? false;
  const coverFees = form.watch('coverFees') ?? false;
  const amountReady = Number.isInteger(amount) && amount > 0;
  // Below the card minimum the fees outweigh the gift (the team would "receive" -$0.20 of $0.10): no
  // breakdown then, only the minimum's message once the donor presses Donate.
  const payable = amountReady && amount >= MIN_CHARGE_CENTS;
  const feeBps = isRecurring ? player.giftFeeBps.monthly : player.giftFeeBps.oneTime;
  const fees = payable ? feeBreakdown(amount, feeBps, coverFees) : null;
  const coverIfChosen = payable ? feeBreakdown(amount, feeBps, true).coverCents : null;

  const setAmount = (cents: number) => form.setValue('amount', cents, { shouldValidate: isSubmitted });
  const choosePreset = (cents: number) => {
    setMode('preset');
    setPreset(cents);
    setCustomText('');
    setAmount(cents);
  };
  const typeCustom = (text: string) => {
    setMode('custom');
    setCustomText(text);
    setAmount(dollarsToCents(text) ?? Number.NaN);
  };

  const onSubmit = (values: DonationCheckoutInput) =>
    start.mutate(values, {
      onSuccess: ({ url }) => {
        const path = appPath(url);
        if (path) navigate(path);
        else window.location.assign(url);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, messages] of Object.entries(error.fields)) {
            if (field in values && messages[0]) form.setError(field as FormFields, { message: messages[0] });
          }
        }
        toast.error('Error', { description: failureMessage(error) });
      },
    });
  const onInvalid = (invalid: FieldErrors<DonationCheckoutValues>) =>
    toast.error('Error', { description: firstMessage(invalid) });

  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={`${id}-title`}>
        <div className="bg-navy px-5 py-4 sm:px-6">
          <h2 id={`${id}-title`} className="text-lg font-bold text-white">
            Make a donation
          </h2>
          <p className="text-sm text-slate-200">
            to {player.playerName} of {player.teamName}
          </p>
        </div>
        <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-7 p-5 sm:p-6">
          <AmountPicker
            mode={mode}
            preset={preset}
            customText={customText}
            onPreset={choosePreset}
            onCustom={typeCustom}
            error={errors.amount?.message}
          />
          <FrequencyPicker
            monthly={isRecurring}
            onChange={(monthly) => form.setValue('isRecurring', monthly, { shouldValidate: isSubmitted })}
          />

          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-navy">
              Your details <span className="font-normal text-slate-500">(optional for one-time gifts)</span>
            </legend>
            <Field label="Your name" htmlFor={`${id}-name`} error={errors.donorName?.message}>
              <Input
                id={`${id}-name`}
                autoComplete="name"
                invalid={Boolean(errors.donorName)}
                aria-describedby={errors.donorName ? `${id}-name-error` : undefined}
                {...form.register('donorName')}
              />
            </Field>
            <Field
              label="Email"
              htmlFor={`${id}-email`}
              error={errors.donorEmail?.message}
              required={isRecurring}
              hint={
                isRecurring
                  ? 'Your receipt and the link to cancel your monthly gift are sent here.'
                  : 'For your receipt.'
              }
            >
              <Input
                id={`${id}-email`}
                type="email"
                inputMode="email"
                autoComplete="email"
                invalid={Boolean(errors.donorEmail)}
                aria-describedby={errors.donorEmail ? `${id}-email-error` : `${id}-email-hint`}
                {...form.register('donorEmail')}
              />
            </Field>
            <CheckboxGroup
              legend="Privacy"
              options={[
                {
                  value: 'show',
                  label: SHOW_NAME_LABEL,
                  description: `${player.playerName}'s page lists you by first name and last initial among recent supporters, and the team is told who gave. Otherwise you stay anonymous.`,
                },
              ]}
              value={showName ? ['show'] : []}
              onChange={(checked) => form.setValue('showName', checked.includes('show'))}
            />
          </fieldset>

          <CheckboxGroup
            legend="Fees"
            options={[
              {
                value: 'cover',
                label: coverIfChosen
                  ? `Add ${formatCentsExact(coverIfChosen)} to cover the fees`
                  : 'Cover the fees',
                description: `So ${player.playerName}'s team receives your whole gift: it pays Homefield's fee and the card processing.`,
              },
            ]}
            value={coverFees ? ['cover'] : []}
            onChange={(checked) => form.setValue('coverFees', checked.includes('cover'))}
          />

          <div className="space-y-3 rounded-[var(--radius-card)] bg-slate-50 p-4 ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-slate-500">Your gift</p>
            <p className="mt-1 text-lg font-bold break-words text-navy" aria-live="polite">
              {amountReady
                ? donationSummary({
                    amount,
                    isRecurring,
                    playerName: player.playerName,
                    teamName: player.teamName,
                  })
                : 'Enter an amount to see your gift'}
            </p>
            {fees && <FeeLines fees={fees} bps={feeBps} />}
          </div>

          <div className="space-y-4">
            <Button
              type="submit"
              variant="accent"
              size="lg"
              className="w-full"
              disabled={mode === 'custom' && !amountReady}
              loading={start.isPending || start.isSuccess}
            >
              <Heart className="size-5" aria-hidden />
              {fees ? `Donate ${giftAmount(fees.chargedCents, isRecurring)}` : 'Donate'}
            </Button>
            <ul className="space-y-2 text-sm text-slate-600">
              <li className="flex gap-2">
                <Lock className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                Secure card checkout. Card details go to our payment processor, never to Homefield.
              </li>
              <li className="flex gap-2">
                <Mail className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                You get a receipt by email, and the team is told about your gift.
              </li>
              {isRecurring && (
                <li className="flex gap-2">
                  <RefreshCw className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
                  Charged once a month until you cancel, from the link in any receipt. No account needed.
                </li>
              )}
            </ul>
          </div>
        </form>
      </section>
    </Card>
  );
}
