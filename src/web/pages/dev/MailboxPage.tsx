import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Download,
  FileText,
  Inbox,
  Lock,
  MailX,
  Paperclip,
  RefreshCw,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type MailboxAttachment,
  type MailboxList,
  type MailboxMessage,
  type MailboxSummary,
  type MailStatus,
  mailboxAttachmentUrl,
} from '../../../shared/schemas/mailbox';
import { PageShell } from '../../components/PageShell';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { ApiError, api, read } from '../../lib/api';

const STATUS: Record<MailStatus, { label: string; tone: BadgeTone }> = {
  sent: { label: 'Sent', tone: 'paid' },
  pending: { label: 'Pending', tone: 'pending' },
  failed: { label: 'Failed', tone: 'failed' },
};

/** 'verify_email' → 'Verify email'. */
function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Email';
}

const timeOnly = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function shortWhen(iso: string): string {
  const date = new Date(iso);
  return date.toDateString() === new Date().toDateString() ? timeOnly.format(date) : dayAndTime.format(date);
}

/** 14 → '14 bytes', 3277 → '3.2 KB', 1468006 → '1.4 MB'. */
function fileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'application/pdf' → 'PDF'; other types as they are. */
function fileType(contentType: string): string {
  return contentType === 'application/pdf' ? 'PDF' : contentType;
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;

/** Plain text with every http(s) address turned into a link; React escapes the rest. */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's closing punctuation is not part of the address.
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a
        key={start}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all font-medium text-sky underline underline-offset-2 hover:text-navy"
      >
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

function StatusBadge({ status }: { status: MailStatus }) {
  const { label, tone } = STATUS[status] ?? STATUS.pending;
  return <Badge tone={tone}>{label}</Badge>;
}

function MessageRow({
  message,
  selected,
  onSelect,
}: {
  message: MailboxSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={`block w-full border-l-4 px-4 py-3 text-left transition-colors focus-visible:outline-offset-[-3px] ${
          selected ? 'border-gold bg-amber-bg/50' : 'border-transparent hover:bg-slate-50'
        }`}
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className="min-w-0 truncate text-sm text-slate-600">
            {message.toName ? (
              <>
                <span className="font-medium text-slate-800">{message.toName}</span>{' '}
                <span className="text-slate-500">&lt;{message.to}&gt;</span>
              </>
            ) : (
              <span className="font-medium text-slate-800">{message.to}</span>
            )}
          </span>
          <time
            dateTime={message.createdAt}
            title={full.format(new Date(message.createdAt))}
            className="shrink-0 text-xs text-slate-500"
          >
            {shortWhen(message.createdAt)}
          </time>
        </span>
        <span className="mt-0.5 block truncate font-semibold text-navy">{message.subject}</span>
        <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
          <Badge tone="neutral">{kindLabel(message.kind)}</Badge>
          <StatusBadge status={message.status} />
          {message.attachmentCount > 0 && (
            <span className="inline-flex items-center gap-1 text-xs text-slate-500">
              <Paperclip className="size-3.5" aria-hidden />
              {message.attachmentCount === 1 ? '1 attachment' : `${message.attachmentCount} attachments`}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Loading messages">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="space-y-2 px-4 py-3">
          <Skeleton className="h-3.5 w-2/3" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-28" />
        </li>
      ))}
    </ul>
  );
}

function MetaRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5.5rem_1fr] gap-2 py-1 sm:grid-cols-[7rem_1fr]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}

function Attachments({ messageId, files }: { messageId: string; files: MailboxAttachment[] }) {
  return (
    <section aria-labelledby="mail-attachments" className="mt-4">
      <h3 id="mail-attachments" className="flex items-center gap-1.5 text-sm font-semibold text-navy">
        <Paperclip className="size-4" aria-hidden />
        {files.length === 1 ? '1 attachment' : `${files.length} attachments`}
      </h3>
      <ul className="mt-2 space-y-2">
        {files.map((file) => (
          <li
            key={file.id}
            className="flex max-w-lg items-center gap-3 rounded-[var(--radius-control)] border border-slate-200 bg-white p-3"
          >
            <FileText className="size-8 shrink-0 text-danger" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium wrap-anywhere text-slate-800">{file.filename}</p>
              <p className="text-xs text-slate-500">
                {fileType(file.contentType)} · {fileSize(file.size)}
              </p>
            </div>
            <a
              href={mailboxAttachmentUrl(messageId, file.id)}
              download={file.filename}
              aria-label={`Download ${file.filename}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <Download className="size-4" aria-hidden />
              Download
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MessageView({ id, onBack }: { id: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useQuery({
    queryKey: ['dev', 'mailbox', 'message', id],
    queryFn: (): Promise<MailboxMessage> => read(api.dev.mailbox[':id'].$get({ param: { id } })),
  });
  const message = query.data;

  useEffect(() => {
    if (message) heading.current?.focus({ preventScroll: true });
  }, [message]);

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 mb-3 lg:hidden">
        <ArrowLeft className="size-4" aria-hidden />
        All messages
      </Button>
      {query.isPending ? (
        <div className="space-y-3" role="status">
          <span className="sr-only">Loading the message</span>
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="mt-6 h-40 w-full" />
        </div>
      ) : query.isError || !message ? (
        <EmptyState
          icon={<MailX />}
          title="Message not found"
          description={query.error?.message ?? 'This message is no longer in the mailbox.'}
        />
      ) : (
        <article aria-labelledby="mail-subject">
          <h2
            id="mail-subject"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold break-words focus:outline-none sm:text-2xl"
          >
            {message.subject}
          </h2>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <Badge tone="neutral">{kindLabel(message.kind)}</Badge>
            <StatusBadge status={message.status} />
            {message.attempts > 1 && (
              <span className="text-xs text-slate-500">{message.attempts} attempts</span>
            )}
          </div>
          <dl className="mt-4 border-y border-slate-100 py-2 text-sm">
            <MetaRow label="From">{message.from}</MetaRow>
            <MetaRow label="To">{message.toName ? `${message.toName} <${message.to}>` : message.to}</MetaRow>
            {message.replyTo && <MetaRow label="Reply to">{message.replyTo}</MetaRow>}
            <MetaRow label="Created">
              <time dateTime={message.createdAt}>{full.format(new Date(message.createdAt))}</time>
            </MetaRow>
            {message.sentAt && (
              <MetaRow label="Delivered">
                <time dateTime={message.sentAt}>{full.format(new Date(message.sentAt))}</time>
              </MetaRow>
            )}
            {message.lastError && (
              <MetaRow label="Last error">
                <span className="text-danger">{message.lastError}</span>
              </MetaRow>
            )}
          </dl>
          {message.attachments.length > 0 && (
            <Attachments messageId={message.id} files={message.attachments} />
          )}
          <Tabs defaultValue="text" key={message.id} className="mt-4">
            {message.html && (
              <TabsList aria-label="Message format" className="max-w-xs">
                <TabsTrigger value="text">Text</TabsTrigger>
                <TabsTrigger value="html">HTML</TabsTrigger>
              </TabsList>
            )}
            <TabsContent value="text" className={message.html ? undefined : 'mt-0'}>
              <div className="rounded-[var(--radius-control)] bg-slate-50 p-4 text-[15px] leading-relaxed whitespace-pre-wrap break-words text-slate-800">
                <Linkified text={message.text} />
              </div>
            </TabsContent>
            {message.html && (
              <TabsContent value="html">
                <iframe
                  title={`HTML version of “${message.subject}”`}
                  sandbox=""
                  srcDoc={message.html}
                  className="h-[28rem] w-full rounded-[var(--radius-control)] border border-slate-200 bg-white"
                />
                <p className="mt-2 text-xs text-slate-500">
                  Shown in a locked-down frame: links work in the Text view.
                </p>
              </TabsContent>
            )}
          </Tabs>
        </article>
      )}
    </Card>
  );
}

function Unavailable({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404) {
    return (
      <EmptyState
        icon={<MailX />}
        title="The mailbox is off"
        description="This server sends mail through SMTP, so messages go out to real inboxes and are not kept here."
      />
    );
  }
  if (status === 401 || status === 403) {
    return (
      <EmptyState
        icon={<Lock />}
        title="Admins only"
        description={
          status === 401
            ? 'Sign in with an admin account to read the mailbox.'
            : 'On this server only admins can read the mailbox.'
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<MailX />}
      title="The mailbox did not load"
      description={error instanceof Error ? error.message : 'Please try again.'}
    />
  );
}

/** Development mailbox: every email the app has queued, newest first, readable without an inbox. */
export default function MailboxPage() {
  const [params, setParams] = useSearchParams();
  const [refreshing, setRefreshing] = useState(false);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const selectedId = params.get('id');

  const list = useQuery({
    queryKey: ['dev', 'mailbox', 'list', page],
    queryFn: (): Promise<MailboxList> => read(api.dev.mailbox.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.error ? false : 5000),
  });

  const update = (next: { id?: string | null; page?: number }) => {
    const p = new URLSearchParams(params);
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    if (next.id !== undefined) {
      if (next.id) p.set('id', next.id);
      else p.delete('id');
    }
    setParams(p);
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const messages = data?.messages ?? [];

  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="grid gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className="overflow-hidden">
          <ListSkeleton />
        </Card>
        <Card className="hidden p-6 lg:block">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="mt-4 h-40 w-full" />
        </Card>
      </div>
    );
  } else if (list.isError) {
    body = <Unavailable error={list.error} />;
  } else if (data && data.total === 0) {
    body = (
      <EmptyState
        icon={<Inbox />}
        title="No emails yet"
        description="Mail sent by the app appears here: sign up, and the confirmation email lands in this mailbox."
      />
    );
  } else {
    body = (
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <Card className={`overflow-hidden ${selectedId ? 'hidden lg:block' : ''}`}>
          <ul className="divide-y divide-slate-100" aria-label="Messages, newest first">
            {messages.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                selected={message.id === selectedId}
                onSelect={() => update({ id: message.id })}
              />
            ))}
          </ul>
          {pages > 1 && (
            <nav
              aria-label="Mailbox pages"
              className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2"
            >
              <Button
                variant="ghost"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: page - 1, id: null })}
              >
                <ChevronLeft className="size-4" aria-hidden />
                Newer
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pages}
              </span>
              <Button
                variant="ghost"
                size="sm"
                disabled={page >= pages}
                onClick={() => update({ page: page + 1, id: null })}
              >
                Older
                <ChevronRight className="size-4" aria-hidden />
              </Button>
            </nav>
          )}
        </Card>
        {selectedId ? (
          <MessageView id={selectedId} onBack={() => update({ id: null })} />
        ) : (
          <div className="hidden lg:block">
            <EmptyState
              icon={<Inbox />}
              title="Pick a message"
              description="Choose an email on the left to read it, with its links."
            />
          </div>
        )}
      </div>
    );
  }

  return (
    <PageShell title="Mailbox">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Development</p>
          <h1 className="text-2xl font-bold sm:text-3xl">Mailbox</h1>
          <p className="mt-1 text-slate-600">
            Every email the app sends is kept here instead of going out.
            {data && data.total > 0 && (
              <span className="text-slate-500">
                {' '}
                {data.total === 1 ? '1 message' : `${data.total} messages`}.
              </span>
            )}
          </p>
        </div>
        {!list.isError && (
          <Button
            variant="secondary"
            size="sm"
            loading={refreshing}
            onClick={() => {
              setRefreshing(true);
              void list.refetch().finally(() => setRefreshing(false));
            }}
          >
            {!refreshing && <RefreshCw className="size-4" aria-hidden />}
            Refresh
          </Button>
        )}
      </div>
      {body}
    </PageShell>
  );
}
