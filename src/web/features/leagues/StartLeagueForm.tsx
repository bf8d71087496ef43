import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type LeagueCreateInput, leagueCreateSchema } from '../../../shared/schemas/leagues';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { Refusal } from '../account/Refusal';
import { useCreateLeague } from './api';

/** Starts the signed-in team account's league; the League Plan is chosen next. */
export function StartLeagueForm() {
  const id = useId();
  const { user } = useSession();
  const create = useCreateLeague();
  const form = useForm<LeagueCreateInput>({
    resolver: zodResolver(leagueCreateSchema),
    defaultValues: { name: '', contactEmail: user?.email ?? '', description: '' },
  });
  const { errors } = form.formState;
  const submit = (input: LeagueCreateInput) =>
    create.mutate(input, {
      onSuccess: (league) => toast.success(`${league.name} is on Homefield`),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [field, messages] of Object.entries(error.fields)) {
          form.setError(field as keyof LeagueCreateInput, { type: 'server', message: messages[0] });
        }
      },
    });
  const describedBy = (field: keyof LeagueCreateInput) =>
    errors[field] ? `${id}-${field}-error` : undefined;
  return (
    <Card className="p-5 sm:p-8">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-5">
        <Field label="League name" htmlFor={`${id}-name`} required error={errors.name?.message}>
          <Input
            id={`${id}-name`}
            placeholder="Rose City Youth Soccer"
            invalid={Boolean(errors.name)}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
        </Field>
        <Field
          label="Contact email"
          htmlFor={`${id}-contactEmail`}
          required
          error={errors.contactEmail?.message}
          hint="Where coaches' answers and the plan's invoices go."
        >
          <Input
            id={`${id}-contactEmail`}
            type="email"
            autoComplete="email"
            invalid={Boolean(errors.contactEmail)}
            aria-describedby={describedBy('contactEmail') ?? `${id}-contactEmail-hint`}
            {...form.register('contactEmail')}
          />
        </Field>
        <Field label="About the league" htmlFor={`${id}-description`} error={errors.description?.message}>
          <Textarea
            id={`${id}-description`}
            rows={4}
            placeholder="Who plays, where, and what the league stands for."
            invalid={Boolean(errors.description)}
            aria-describedby={describedBy('description')}
            {...form.register('description')}
          />
        </Field>
        <Refusal error={create.error} />
        <Button type="submit" loading={create.isPending}>
          Start league
        </Button>
      </form>
    </Card>
  );
}
