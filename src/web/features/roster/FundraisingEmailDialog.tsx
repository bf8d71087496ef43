import { zodResolver } from '@hookform/resolvers/zod';
import { Send, UserPlus } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { contactTypeLabel } from '../../../shared/labels';
import {
  type Contact,
  type FundraisingEmailInput,
  type FundraisingEmailValues,
  fundraisingEmailSchema,
  type Player,
} from '../../../shared/schemas/roster';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { Dialog, DialogClose, DialogContent } from '../../components/ui/Dialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { Field } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { Textarea } from '../../components/ui/Textarea';
import { useSession } from '../../lib/session';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useContacts, useSendFundraisingEmail } from './api';
import { DEFAULT_CONTENT, DEFAULT_SUBJECT, fillForPreview } from './emailTemplate';
import { applyFieldErrors, firstErrorMessage, isExplained } from './formErrors';
import { TextField } from './TextField';

const SEND_FAILED = 'Failed to send emails. Please try again.';

interface FundraisingEmailDialogProps {
  teamName: string;
  player: Player;
  onOpenChange: (open: boolean) => void;
  /** Opens the player's contacts, for a player who has none yet. */
  onManageContacts: () => void;
}

/** The fundraising email composer of one player (spec part 1, section 2). */
export function FundraisingEmailDialog({
  teamName,
  player,
  onOpenChange,
  onManageContacts,
}: FundraisingEmailDialogProps) {
  const contacts = useContacts(player.id);
  useEffect(() => {
    if (contacts.isError) toast.error('Failed to load contacts');
  }, [contacts.isError]);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent
        size="max-w-2xl"
        title="Send fundraising email"
        description={`Ask ${player.playerName}'s supporters to back ${teamName}.`}
      >
        {contacts.isPending ? (
          <ComposerSkeleton />
        ) : contacts.isError ? (
          <EmptyState
            title="Failed to load contacts"
            description="We could not load this player's contacts."
            action={
              <Button variant="secondary" onClick={() => contacts.refetch()} loading={contacts.isFetching}>
                Try again
              </Button>
            }
          />
        ) : contacts.data.every((contact) => contact.unsubscribedAt) ? (
          <EmptyState
            icon={<UserPlus aria-hidden />}
            title={contacts.data.length === 0 ? 'No contacts yet' : 'No one to email'}
            description={
              contacts.data.length === 0
                ? `Add the people who might support ${player.playerName}, then write to them here.`
                : `Everyone on ${player.playerName}'s list unsubscribed. Add new contacts to send an email.`
            }
            action={<Button onClick={onManageContacts}>Add contacts</Button>}
          />
        ) : (
          <Composer
            player={player}
            teamName={teamName}
            contacts={contacts.data}
            onSent={() => onOpenChange(false)}
            onStale={() => contacts.refetch()}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface ComposerProps {
  player: Player;
  teamName: string;
  contacts: Contact[];
  onSent: () => void;
  /** A contact went away while the composer was open. */
  onStale: () => void;
}

function Composer({ player, teamName, contacts, onSent, onStale }: ComposerProps) {
  const id = useId();
  const { user } = useSession();
  const send = useSendFundraisingEmail(player.id);
  const reachable = contacts.filter((contact) => !contact.unsubscribedAt);
  const notGiven = reachable.filter((contact) => !contact.hasGiven);
  const unsubscribed = contacts.filter((contact) => contact.unsubscribedAt);
  const form = useForm<FundraisingEmailInput, unknown, FundraisingEmailValues>({
    resolver: zodResolver(fundraisingEmailSchema),
    defaultValues: {
      contactIds: reachable.map((contact) => contact.id),
      subject: DEFAULT_SUBJECT,
      htmlContent: DEFAULT_CONTENT,
      senderName: user?.fullName ?? '',
      senderEmail: user?.email ?? '',
    },
  });
  // What was written is asked about; a choice of recipients is quick to make again.
  const { dirtyFields } = form.formState;
  useUnsaved(Boolean(dirtyFields.subject || dirtyFields.htmlContent || dirtyFields.senderName));
  const { errors, isSubmitted } = form.formState;
  const selected = form.watch('contactIds');
  const names = { player: player.playerName, team: teamName };
  const selectRecipients = (ids: string[]) =>
    form.setValue('contactIds', ids, { shouldDirty: true, shouldValidate: isSubmitted });

  const submit = (values: FundraisingEmailValues) =>
    send.mutate(values, {
      onSuccess: ({ successful, skipped }) => {
        toast.success(`Emails sent to ${successful} ${successful === 1 ? 'contact' : 'contacts'}`, {
          description:
            skipped > 0
              ? `${skipped} unsubscribed ${skipped === 1 ? 'contact was' : 'contacts were'} skipped.`
              : undefined,
        });
        onSent();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError);
        if (isExplained(error) && error.status === 404) onStale();
        toast.error(isExplained(error) && error.status !== 404 ? error.message : SEND_FAILED);
      },
    });

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit(submit, (invalid) =>
        toast.error(firstErrorMessage(invalid) ?? SEND_FAILED),
      )}
    >
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600" aria-live="polite">
            {selected.length} of {reachable.length} selected
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => selectRecipients(reachable.map((c) => c.id))}
            >
              Select All
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={notGiven.length === 0}
              title={notGiven.length === 0 ? 'Everyone here has given already' : undefined}
              onClick={() => selectRecipients(notGiven.map((c) => c.id))}
            >
              Contacts who have not given yet
            </Button>
            <Button variant="secondary" size="sm" onClick={() => selectRecipients([])}>
              Clear All
            </Button>
          </div>
        </div>
        <Controller
          control={form.control}
          name="contactIds"
          render={({ field }) => (
            <CheckboxGroup
              legend="Recipients"
              columns={2}
              options={reachable.map((contact) => ({
                value: contact.id,
                label: contact.contactName,
                description: `${contact.contactEmail} · ${contactTypeLabel(contact.contactType)}${contact.hasGiven ? ' · Has given' : ''}`,
              }))}
              value={field.value}
              onChange={field.onChange}
              error={errors.contactIds?.message ?? errors.contactIds?.root?.message}
            />
          )}
        />
        {unsubscribed.length > 0 && (
          <div className="rounded-[var(--radius-control)] bg-slate-50 p-3">
            <p className="text-sm font-semibold text-navy">Not included: they unsubscribed</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {unsubscribed.map((contact) => (
                <li key={contact.id} className="flex items-center gap-1.5 text-sm text-slate-600">
                  {contact.contactName}
                  <Badge tone="failed">Unsubscribed</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-sender-name`}
          label="Sender name"
          required
          autoComplete="name"
          error={errors.senderName?.message}
          {...form.register('senderName')}
        />
        <TextField
          id={`${id}-sender-email`}
          label="Sender email"
          type="email"
          inputMode="email"
          required
          autoComplete="email"
          hint="Replies go here."
          error={errors.senderEmail?.message}
          {...form.register('senderEmail')}
        />
      </div>
      <TextField
        id={`${id}-subject`}
        label="Subject"
        required
        autoComplete="off"
        error={errors.subject?.message}
        {...form.register('subject')}
      />

      <Tabs defaultValue="write">
        <TabsList aria-label="Write or preview the email" className="max-w-56">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write" className="mt-3">
          <Field
            label="Content"
            required
            htmlFor={`${id}-content`}
            error={errors.htmlContent?.message}
            hint={
              <>
                Simple HTML works: paragraphs, bold, italics, lists, headings and links. {'{player}'} and{' '}
                {'{team}'} become {player.playerName} and {teamName}.
              </>
            }
          >
            <Textarea
              id={`${id}-content`}
              rows={12}
              invalid={Boolean(errors.htmlContent)}
              aria-describedby={errors.htmlContent ? `${id}-content-error` : `${id}-content-hint`}
              aria-required
              className="font-mono text-sm"
              {...form.register('htmlContent')}
            />
          </Field>
        </TabsContent>
        <TabsContent value="preview" className="mt-3">
          <Preview
            subject={fillForPreview(form.watch('subject'), names, false)}
            html={fillForPreview(form.watch('htmlContent'), names, true)}
          />
        </TabsContent>
      </Tabs>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={send.isPending}>
          <Send className="size-4" aria-hidden />
          Send to {selected.length} {selected.length === 1 ? 'contact' : 'contacts'}
        </Button>
      </div>
    </form>
  );
}

/** The letter as recipients will see it, in a frame that runs nothing; the server sanitises what is sent. */
function Preview({ subject, html }: { subject: string; html: string }) {
  const document = `<!doctype html><meta charset="utf-8"><body style="margin:16px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#334155;line-height:1.6">${html}</body>`;
  return (
    <div className="overflow-hidden rounded-[var(--radius-control)] border border-slate-200">
      <p className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm">
        <span className="text-slate-500">Subject: </span>
        <span className="font-semibold text-navy">{subject}</span>
      </p>
      <iframe title="Email preview" sandbox="" srcDoc={document} className="h-80 w-full bg-white" />
    </div>
  );
}

function ComposerSkeleton() {
  return (
    <div className="space-y-5" aria-busy="true">
      <span className="sr-only">Loading contacts</span>
      <Skeleton className="h-5 w-32" />
      <div className="grid gap-2 sm:grid-cols-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-11" />
      <Skeleton className="h-64" />
    </div>
  );
}
