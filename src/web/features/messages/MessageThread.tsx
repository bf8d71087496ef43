import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, MessageSquare, Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { MessageSenderType } from '../../../shared/constants';
import {
  MESSAGE_MAX,
  type SendMessageInput,
  sendMessageSchema,
  type ThreadMessage,
} from '../../../shared/schemas/messages';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { Textarea } from '../../components/ui/Textarea';
import { ApiError } from '../../lib/api';
import { shieldAfterClose } from '../../lib/one-press';
import { useUnsaved } from '../../lib/unsaved-changes';
import { useMessageThread, useSendMessage } from './api';
import { BlockBusiness } from './BlockBusiness';

export interface MessageThreadProps {
  sponsorshipId: string;
  /** The side the signed-in user writes for: their messages sit on the right. */
  viewer: MessageSenderType;
  /** Called after a message is stored (to refresh counts shown elsewhere, for example). */
  onSent?: () => void;
}

const stamp = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Shown once the message gets close to the limit. */
const COUNTER_FROM = MESSAGE_MAX - 200;

function Bubble({ message, own }: { message: ThreadMessage; own: boolean }) {
  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
      <p className="mb-1 flex flex-wrap items-baseline gap-x-2 px-1 text-xs text-slate-500">
        <span className="font-semibold text-slate-700">{own ? 'You' : message.senderName}</span>
        <time dateTime={message.createdAt}>{stamp.format(new Date(message.createdAt))}</time>
      </p>
      <p
        className={`max-w-[85%] rounded-2xl px-4 py-2.5 break-words whitespace-pre-wrap sm:max-w-[75%] ${
          own ? 'rounded-br-sm bg-navy text-white' : 'rounded-bl-sm bg-slate-100 text-slate-800'
        }`}
      >
        {own && <span className="sr-only">You: </span>}
        {message.message}
      </p>
    </li>
  );
}

function ThreadSkeleton() {
  return (
    <div className="space-y-4 py-2" aria-busy="true">
      <span className="sr-only">Loading messages</span>
      <div className="space-y-1.5">
        <Skeleton className="h-3 w-32" />
        <Skeleton className="h-11 w-3/5 rounded-2xl" />
      </div>
      <div className="flex flex-col items-end space-y-1.5">
        <Skeleton className="h-3 w-28" />
        <Skeleton className="h-11 w-1/2 rounded-2xl" />
      </div>
    </div>
  );
}

/**
 * A sponsorship's messages between the business and the team, and a box to send one, or why the viewer
 * cannot write here (the server decides); the team also gets its 'Block this business'.
 */
export function MessageThread({ sponsorshipId, viewer, onSent }: MessageThreadProps) {
  const id = useId();
  const thread = useMessageThread(sponsorshipId);
  const send = useSendMessage(sponsorshipId);
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { message: '' },
  });
  useUnsaved(form.formState.isDirty);
  const text = form.watch('message');
  const blank = text.trim() === '';
  const error = form.formState.errors.message?.message;
  const list = useRef<HTMLOListElement>(null);
  const count = thread.data?.messages.length ?? 0;
  const cannotWrite = thread.data?.cannotWrite ?? null;

  // The newest message is at the bottom: keep it in view when the thread grows.
  useEffect(() => {
    if (count > 0 && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [count]);

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset({ message: '' });
        shieldAfterClose();
        toast.success('Message sent successfully');
        onSent?.();
      },
      onError: (failure) => {
        const fieldError = failure instanceof ApiError ? failure.fields.message?.[0] : undefined;
        if (fieldError) form.setError('message', { message: fieldError });
        // Refused (a block, say, since the thread was read): read it again so the reason shows.
        if (failure instanceof ApiError && failure.status === 403) void thread.refetch();
        toast.error('Failed to send message', {
          description: failure instanceof ApiError ? failure.message : undefined,
        });
      },
    }),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blank && !send.isPending) void submit();
  };

  return (
    <div className="space-y-4">
      {thread.isPending ? (
        <ThreadSkeleton />
      ) : thread.isError ? (
        <div className="flex flex-col items-start gap-3 rounded-[var(--radius-control)] bg-red-50 p-4 text-sm text-danger sm:flex-row sm:items-center sm:justify-between">
          <p role="alert">We could not load these messages.</p>
          <Button variant="secondary" size="sm" onClick={() => thread.refetch()}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-[var(--radius-control)] bg-slate-50 px-4 py-8 text-center">
          <MessageSquare className="size-6 text-slate-400" aria-hidden />
          <p className="text-slate-600">
            {cannotWrite ? 'No messages yet.' : 'No messages yet. Start the conversation!'}
          </p>
        </div>
      ) : (
        <ol
          ref={list}
          role="log"
          aria-label={`Messages between ${thread.data.businessName} and ${thread.data.teamName}`}
          className="max-h-96 space-y-4 overflow-y-auto rounded-[var(--radius-control)] bg-slate-50 p-3 sm:p-4"
        >
          {thread.data.messages.map((message) => (
            <Bubble key={message.id} message={message} own={message.senderType === viewer} />
          ))}
        </ol>
      )}

      {/* Only once the thread says whether the viewer may write: no box that then turns into a notice. */}
      {thread.isPending ? null : cannotWrite ? (
        <p className="flex items-start gap-2 rounded-[var(--radius-control)] border border-slate-200 p-4 text-sm text-slate-700">
          <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {cannotWrite}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-3">
          <Field
            label="Your message"
            htmlFor={`${id}-message`}
            error={error}
            hint="Press Enter to send, Shift+Enter for a new line."
          >
            <Textarea
              id={`${id}-message`}
              rows={3}
              placeholder="Write a message…"
              invalid={Boolean(error)}
              aria-describedby={error ? `${id}-message-error` : `${id}-message-hint`}
              onKeyDown={onKeyDown}
              {...form.register('message')}
            />
          </Field>
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-slate-500 tabular-nums" aria-live="polite">
              {text.length >= COUNTER_FROM ? `${text.length} / ${MESSAGE_MAX}` : ''}
            </span>
            <Button type="submit" size="sm" disabled={blank} loading={send.isPending}>
              <Send className="size-4" aria-hidden />
              Send
            </Button>
          </div>
        </form>
      )}
      {viewer === 'team' && thread.data && <BlockBusiness thread={thread.data} />}
    </div>
  );
}
