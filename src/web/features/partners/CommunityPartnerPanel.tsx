import { zodResolver } from '@hookform/resolvers/zod';
import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  CO_MARKETING_KIND_LABELS,
  CO_MARKETING_KINDS,
  CO_MARKETING_SENT,
  type CoMarketingInput,
  type CoMarketingRequest,
  coMarketingRequestSchema,
} from '../../../shared/schemas/co-marketing';
import { Button, buttonClasses } from '../../components/ui/Button';
import { CalloutCard } from '../../components/ui/CalloutCard';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { Dialog, DialogCancel, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';
import { Refusal } from '../account/Refusal';
import { useBusinessImpact } from '../impact/api';
import { useRequestCoMarketing } from './api';
import { PartnerPageCard } from './PartnerPageCard';

const COMMUNITY_PARTNER_OFFER =
  'A branded page of your own and co-marketing support come with Community Partner.';

interface Team {
  value: string;
  label: string;
}

function CoMarketingForm({
  formId,
  teams,
  send,
  onDone,
}: {
  formId: string;
  teams: Team[];
  send: ReturnType<typeof useRequestCoMarketing>;
  onDone: () => void;
}) {
  const id = useId();
  const form = useForm<CoMarketingInput, unknown, CoMarketingRequest>({
    resolver: zodResolver(coMarketingRequestSchema),
    defaultValues: { kind: 'game_day', idea: '', timing: '', teamIds: [] },
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const submit = (input: CoMarketingRequest) =>
    send.mutate(input, {
      onSuccess: () => {
        toast.success(CO_MARKETING_SENT, { description: 'Someone from Homefield will reply by email.' });
        onDone();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, messages] of Object.entries(error.fields)) {
          form.setError(field as keyof CoMarketingInput, { type: 'server', message: messages[0] });
        }
      },
    });

  return (
    <form id={formId} noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
      <Field label="What kind of campaign" htmlFor={`${id}-kind`} required error={errors.kind?.message}>
        <Select id={`${id}-kind`} invalid={Boolean(errors.kind)} {...form.register('kind')}>
          {CO_MARKETING_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CO_MARKETING_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Your idea" htmlFor={`${id}-idea`} required error={errors.idea?.message}>
        <Textarea
          id={`${id}-idea`}
          rows={5}
          placeholder="Free slices for every family at the home opener, with the team's photo on our wall."
          invalid={Boolean(errors.idea)}
          aria-describedby={errors.idea ? `${id}-idea-error` : undefined}
          {...form.register('idea')}
        />
      </Field>
      <Field
        label="When"
        htmlFor={`${id}-timing`}
        hint="A date or a part of the season, if you know it."
        error={errors.timing?.message}
      >
        <Input
          id={`${id}-timing`}
          invalid={Boolean(errors.timing)}
          aria-describedby={errors.timing ? `${id}-timing-error` : `${id}-timing-hint`}
          {...form.register('timing')}
        />
      </Field>
      {teams.length > 0 && (
        <Controller
          control={form.control}
          name="teamIds"
          render={({ field }) => (
            <CheckboxGroup
              legend="With which teams"
              options={teams}
              value={field.value ?? []}
              onChange={field.onChange}
              error={errors.teamIds?.message}
              columns={2}
            />
          )}
        />
      )}
      <Refusal error={send.error} />
    </form>
  );
}

/**
 * What Community Partner gives on the dashboard: the branded page (decision 0053) and co-marketing support
 * (decision 0052), a request for a campaign with the teams the business backs that reaches Homefield's
 * admins. Any other plan is shown where to get them.
 */
export function CommunityPartnerPanel({ businessId }: { businessId: string }) {
  const impact = useBusinessImpact();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const send = useRequestCoMarketing();
  if (impact.isPending) return <Skeleton className="h-24 rounded-[var(--radius-card)]" />;
  // The results section above says what failed and offers to try again.
  if (impact.isError) return null;
  const data = impact.data;
  if (data === 'plan-required' || data.plan !== 'community_partner') {
    return (
      <CalloutCard
        icon={<Megaphone />}
        action={
          <Link to="/billing?plan=community_partner" className={buttonClasses('secondary')}>
            See Community Partner
          </Link>
        }
      >
        {COMMUNITY_PARTNER_OFFER}
      </CalloutCard>
    );
  }
  const teams: Team[] = [
    ...new Map(
      data.sponsorships.map((row) => [row.teamId, { value: row.teamId, label: row.teamName }]),
    ).values(),
  ];
  return (
    <div className="space-y-4">
      <PartnerPageCard businessId={businessId} />
      <CalloutCard
        icon={<Megaphone />}
        action={<Button onClick={() => setOpen(true)}>Request co-marketing</Button>}
      >
        Plan a campaign with the teams you back: a game-day event, posts the families share, a promotion in
        your shop. Homefield helps you run it.
      </CalloutCard>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Request co-marketing"
          description="Tell us what you have in mind; someone from Homefield replies by email."
          footer={
            <>
              <DialogCancel />
              <Button type="submit" form={formId} loading={send.isPending}>
                Send request
              </Button>
            </>
          }
        >
          {open && (
            <CoMarketingForm formId={formId} teams={teams} send={send} onDone={() => setOpen(false)} />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}
