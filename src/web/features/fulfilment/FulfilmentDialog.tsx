import { Camera, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  DELIVERY_PHOTO_ACCEPT,
  DELIVERY_PHOTO_MAX_BYTES,
  type Deliverable,
  type FulfilmentChecklist,
  PHOTO_TOO_LARGE,
  THANK_YOU_NOTE_MAX,
} from '../../../shared/schemas/fulfilment';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Dialog, DialogContent } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { Spinner } from '../../components/ui/Spinner';
import { Textarea } from '../../components/ui/Textarea';
import { useOnePress } from '../../lib/one-press';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useChangeChecklist, useChecklist } from './api';

/** Today in the browser's own time zone, as the date input writes it. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });

interface FulfilmentDialogProps {
  sponsorshipId: string;
  businessName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The team's fulfilment checklist of one sponsorship: each benefit delivered (date, note, photo), and a thank-you. */
export function FulfilmentDialog({ sponsorshipId, businessName, open, onOpenChange }: FulfilmentDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Fulfilment"
        description={`Tick off each benefit as you deliver it. ${businessName} sees this checklist on its dashboard and in its report.`}
        size="max-w-2xl"
      >
        {open && <Checklist sponsorshipId={sponsorshipId} businessName={businessName} />}
      </DialogContent>
    </Dialog>
  );
}

function Checklist({ sponsorshipId, businessName }: { sponsorshipId: string; businessName: string }) {
  const checklist = useChecklist(sponsorshipId);
  if (checklist.isPending) return <Spinner label="Loading the checklist" />;
  if (checklist.isError) {
    return (
      <p role="alert" className="text-danger">
        {checklist.error.message}
      </p>
    );
  }
  const { items, delivered } = checklist.data;
  return (
    <div className="space-y-6">
      {items.length === 0 ? (
        <p className="text-slate-600">This tier lists no benefits to deliver.</p>
      ) : (
        <section aria-label="Benefits" className="space-y-3">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="text-base font-semibold text-navy">Benefits</h3>
            <p className="text-sm font-semibold text-field tabular-nums">
              {delivered} of {items.length} delivered
            </p>
          </div>
          <ProgressBar
            value={delivered}
            max={items.length}
            label="Benefits delivered"
            valueText={`${delivered} of ${items.length} delivered`}
          />
          <ul className="space-y-3">
            {items.map((item) => (
              <DeliverableEditor
                key={item.id}
                sponsorshipId={sponsorshipId}
                item={item}
                checklist={checklist.data}
              />
            ))}
          </ul>
        </section>
      )}
      <ThankYouNote
        sponsorshipId={sponsorshipId}
        businessName={businessName}
        saved={checklist.data.thankYouNote}
      />
    </div>
  );
}

function DeliverableEditor({
  sponsorshipId,
  item,
  checklist,
}: {
  sponsorshipId: string;
  item: Deliverable;
  checklist: FulfilmentChecklist;
}) {
  const id = useId();
  const change = useChangeChecklist(sponsorshipId);
  const [date, setDate] = useState(item.deliveredOn ?? localToday());
  const [note, setNote] = useState(item.note ?? '');
  // What the server says wins once a change is saved.
  useEffect(() => setDate(item.deliveredOn ?? localToday()), [item.deliveredOn]);
  useEffect(() => setNote(item.note ?? ''), [item.note]);
  const delivered = item.deliveredOn !== null;
  // The box follows the click at once, and goes back if the server refuses.
  const [checked, setChecked] = useState(delivered);
  const onePress = useOnePress();
  useEffect(() => setChecked(delivered), [delivered]);
  const edited = delivered && (date !== item.deliveredOn || note.trim() !== (item.note ?? ''));
  useUnsaved(edited, item.id);

  const refused = (title: string) => (error: Error) => {
    setChecked(delivered);
    failed(title)(error);
  };
  const mark = (message: string) =>
    change.mutate(
      { kind: 'mark', itemId: item.id, input: { deliveredOn: date, note } },
      { onSuccess: () => toast.success(message), onError: refused('Could not save the delivery') },
    );
  const toggle = (value: boolean) => {
    setChecked(value);
    if (value) return mark('Marked delivered');
    change.mutate(
      { kind: 'unmark', itemId: item.id },
      {
        onSuccess: () => toast.success('Marked not delivered'),
        onError: refused('Could not save the change'),
      },
    );
  };
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (file.size > DELIVERY_PHOTO_MAX_BYTES) return toast.error(PHOTO_TOO_LARGE);
    change.mutate(
      { kind: 'photo', itemId: item.id, file },
      { onSuccess: () => toast.success('Photo saved'), onError: failed('Could not upload the photo') },
    );
  };

  return (
    <li
      className={`rounded-[var(--radius-control)] border p-4 ${delivered ? 'border-field/30 bg-green-50/50' : 'border-slate-200 bg-white'}`}
    >
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-field"
          checked={checked}
          disabled={change.isPending}
          onChange={(event) => {
            const value = event.target.checked;
            onePress(() => toggle(value));
          }}
        />
        <span className="min-w-0">
          <span className="block font-semibold break-words text-navy">{item.benefit}</span>
          <span className={`block text-sm ${delivered ? 'text-field' : 'text-slate-600'}`}>
            {delivered ? 'Delivered' : 'Not delivered yet'}
          </span>
        </span>
      </label>

      <div className="mt-3 grid gap-3 sm:grid-cols-[11rem_1fr]">
        <Field label="Delivered on" htmlFor={`${id}-date`}>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            min={checklist.earliestDeliveredOn}
            max={localToday()}
            onChange={(event) => setDate(event.target.value)}
          />
        </Field>
        <Field label="Note" htmlFor={`${id}-note`}>
          <Textarea
            id={`${id}-note`}
            rows={2}
            value={note}
            placeholder="What was delivered, where, when"
            onChange={(event) => setNote(event.target.value)}
          />
        </Field>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-3">
        {item.photoUrl ? (
          <a href={item.photoUrl} target="_blank" rel="noreferrer" className="shrink-0">
            <img
              src={item.photoUrl}
              alt={`${item.benefit}, as delivered`}
              width={96}
              height={64}
              className="h-16 w-24 rounded-md border border-slate-200 object-cover"
            />
          </a>
        ) : null}
        <label
          htmlFor={`${id}-photo`}
          className={`${buttonClasses('secondary', 'sm')} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky`}
        >
          <Camera className="size-4" aria-hidden />
          {item.photoUrl ? 'Replace photo' : 'Add photo'}
          <input
            id={`${id}-photo`}
            type="file"
            accept={DELIVERY_PHOTO_ACCEPT}
            className="sr-only"
            aria-label={`Photo for ${item.benefit}`}
            disabled={change.isPending}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        {item.photoUrl && (
          <Button
            variant="ghost"
            size="sm"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { kind: 'removePhoto', itemId: item.id },
                {
                  onSuccess: () => toast.success('Photo removed'),
                  onError: failed('Could not remove the photo'),
                },
              )
            }
          >
            <Trash2 className="size-4" aria-hidden />
            Remove photo
          </Button>
        )}
        {edited && (
          <Button
            size="sm"
            className="ml-auto"
            loading={change.isPending}
            onClick={() => mark('Delivery updated')}
          >
            Save changes
          </Button>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-500">JPEG, PNG or WebP, up to 2 MB.</p>
    </li>
  );
}

function ThankYouNote({
  sponsorshipId,
  businessName,
  saved,
}: {
  sponsorshipId: string;
  businessName: string;
  saved: string | null;
}) {
  const id = useId();
  const change = useChangeChecklist(sponsorshipId);
  const [note, setNote] = useState(saved ?? '');
  useEffect(() => setNote(saved ?? ''), [saved]);
  useUnsaved(note.trim() !== (saved ?? ''), 'thank-you');
  return (
    <section aria-label="Thank-you note" className="space-y-3 border-t border-slate-100 pt-5">
      <Field
        label="Thank-you note"
        htmlFor={`${id}-thanks`}
        hint={`Printed on ${businessName}'s report. Up to ${THANK_YOU_NOTE_MAX} characters.`}
      >
        <Textarea
          id={`${id}-thanks`}
          rows={4}
          value={note}
          aria-describedby={`${id}-thanks-hint`}
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <Button
          disabled={note.trim() === (saved ?? '')}
          loading={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'thankYou', input: { thankYouNote: note } },
              {
                onSuccess: () => toast.success('Thank-you note saved'),
                onError: failed('Could not save the note'),
              },
            )
          }
        >
          Save note
        </Button>
      </div>
    </section>
  );
}
