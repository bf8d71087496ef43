import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CONTACT_TYPES, type ContactType, DEFAULT_CONTACT_TYPE } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import { contactTypeLabel } from '../../../shared/labels';
import {
  type Contact,
  type ContactInput,
  type ContactValues,
  contactInputSchema,
  type Player,
} from '../../../shared/schemas/roster';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Select } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { Textarea } from '../../components/ui/Textarea';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useAddContact, useContacts, useRemoveContact } from './api';
import { applyFieldErrors, firstErrorMessage, isExplained } from './formErrors';
import { TextField } from './TextField';

const TYPE_TONES: Record<ContactType, BadgeTone> = {
  donor: 'paid',
  sponsor: 'completed',
  supporter: 'navy',
  other: 'neutral',
};

interface ContactsDialogProps {
  teamId: string;
  player: Player;
  onOpenChange: (open: boolean) => void;
  /** Opens the fundraising email composer for this player. */
  onCompose: () => void;
}

/** A player's fundraising contacts: add, list (newest first), remove, and on to the email composer. */
export function ContactsDialog({ teamId, player, onOpenChange, onCompose }: ContactsDialogProps) {
  const contacts = useContacts(player.id);
  useEffect(() => {
    if (contacts.isError) toast.error('Failed to load contacts');
  }, [contacts.isError]);
  const count = contacts.data?.length ?? 0;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        size="max-w-2xl"
        title={`${player.playerName}'s contacts`}
        description="Family, friends and local businesses who might support this player."
      >
        <div className="space-y-6">
          <AddContactForm teamId={teamId} playerId={player.id} />
          <section aria-labelledby="contact-list-heading" className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="contact-list-heading" className="text-base font-semibold">
                {contacts.isSuccess ? `${count} ${count === 1 ? 'contact' : 'contacts'}` : 'Contacts'}
              </h3>
              <Button size="sm" onClick={onCompose} disabled={count === 0}>
                <Mail className="size-4" aria-hidden />
                Send fundraising email
              </Button>
            </div>
            {contacts.isPending ? (
              <ContactListSkeleton />
            ) : contacts.isError ? (
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-control)] bg-red-50 p-4">
                <p className="text-sm font-medium text-danger">Failed to load contacts</p>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => contacts.refetch()}
                  loading={contacts.isFetching}
                >
                  Try again
                </Button>
              </div>
            ) : count === 0 ? (
              <div className="rounded-[var(--radius-card)] border border-dashed border-slate-300 px-4 py-8 text-center">
                <UserRound className="mx-auto size-8 text-slate-400" aria-hidden />
                <p className="mt-2 font-semibold text-navy">No contacts yet</p>
                <p className="text-sm text-slate-600">
                  Add the first one above to send {player.playerName}'s fundraising email.
                </p>
              </div>
            ) : (
              <ContactList teamId={teamId} playerId={player.id} contacts={contacts.data} />
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function AddContactForm({ teamId, playerId }: { teamId: string; playerId: string }) {
  const id = useId();
  const add = useAddContact(teamId, playerId);
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: { contactName: '', contactEmail: '', contactType: DEFAULT_CONTACT_TYPE, notes: '' },
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const submit = (values: ContactValues) =>
    add.mutate(values, {
      onSuccess: () => {
        toast.success('Contact added successfully');
        form.reset();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError);
        toast.error('Failed to add contact', { description: isExplained(error) ? error.message : undefined });
      },
    });
  return (
    <Card className="bg-slate-50 p-4 shadow-none">
      <form
        noValidate
        className="space-y-4"
        aria-label="Add contact"
        onSubmit={form.handleSubmit(submit, (invalid) =>
          toast.error(firstErrorMessage(invalid) ?? 'Failed to add contact'),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-name`}
            label="Name"
            required
            autoComplete="off"
            error={errors.contactName?.message}
            {...form.register('contactName')}
          />
          <TextField
            id={`${id}-email`}
            label="Email"
            type="email"
            inputMode="email"
            required
            autoComplete="off"
            error={errors.contactEmail?.message}
            {...form.register('contactEmail')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
          <Field label="Type" htmlFor={`${id}-type`} error={errors.contactType?.message}>
            <Select id={`${id}-type`} invalid={Boolean(errors.contactType)} {...form.register('contactType')}>
              {CONTACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {contactTypeLabel(type)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Notes" htmlFor={`${id}-notes`} error={errors.notes?.message}>
            <Textarea
              id={`${id}-notes`}
              rows={2}
              invalid={Boolean(errors.notes)}
              aria-describedby={errors.notes ? `${id}-notes-error` : undefined}
              placeholder="Optional, e.g. grandparent, coach's employer"
              {...form.register('notes')}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={add.isPending}>
            Add contact
          </Button>
        </div>
      </form>
    </Card>
  );
}

function ContactList({
  teamId,
  playerId,
  contacts,
}: {
  teamId: string;
  playerId: string;
  contacts: Contact[];
}) {
  const remove = useRemoveContact(teamId, playerId);
  const removeContact = (contact: Contact) =>
    remove.mutate(contact.id, {
      onSuccess: () => toast.success('Contact removed successfully'),
      onError: () => toast.error('Failed to remove contact'),
    });
  return (
    <ul className="divide-y divide-slate-100 rounded-[var(--radius-card)] border border-slate-200">
      {contacts.map((contact) => (
        <li key={contact.id} className="flex items-start gap-3 p-3 sm:p-4">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words text-navy">{contact.contactName}</span>
              <Badge tone={TYPE_TONES[contact.contactType] ?? 'neutral'}>
                {contactTypeLabel(contact.contactType)}
              </Badge>
              {contact.hasGiven && <Badge tone="paid">Has given</Badge>}
              {contact.unsubscribedAt && <Badge tone="failed">Unsubscribed</Badge>}
            </div>
            <p className="text-sm break-all text-slate-600">{contact.contactEmail}</p>
            {contact.notes && <p className="mt-1 text-sm break-words text-slate-700">{contact.notes}</p>}
            <p className="mt-1 text-xs text-slate-500">Added {formatDate(contact.createdAt)}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-red-50"
            aria-label={`Remove ${contact.contactName}`}
            loading={remove.isPending && remove.variables === contact.id}
            onClick={() => removeContact(contact)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}

function ContactListSkeleton() {
  return (
    <div
      className="divide-y divide-slate-100 rounded-[var(--radius-card)] border border-slate-200"
      aria-busy="true"
    >
      <span className="sr-only">Loading contacts</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2 p-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-3 w-28" />
        </div>
      ))}
    </div>
  );
}
