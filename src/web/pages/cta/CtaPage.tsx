import { zodResolver } from '@hookform/resolvers/zod';
import {
  Building2,
  CheckCircle2,
  CircleAlert,
  Handshake,
  MessageSquareText,
  Users,
  XCircle,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import type { EmailAction } from '../../../shared/constants';
import { formatDate } from '../../../shared/dates';
import {
  ACTION_FAILED,
  type ChangeRequest,
  changeRequestSchema,
  isEmailAction,
  LINK_ANSWERED,
  LINK_ANSWERED_TITLES,
  LINK_CHECK_FAILED,
  LINK_INVALID,
  LINK_INVALID_TITLE,
  type LinkActionResult,
  type LinkAnswer,
  type LinkView,
  linkAction,
  linkAnsweredText,
  MATCH_PARTY_LABELS,
} from '../../../shared/schemas/matches';
import { PageShell } from '../../components/PageShell';
import { Button, type ButtonVariant, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { Textarea } from '../../components/ui/Textarea';
import { useLink, useLinkAction } from '../../features/matches/api';
import { OfferDetails } from '../../features/matches/OfferDetails';
import { SupportNote } from '../../features/matches/SupportNote';
import { isExplained } from '../../features/teams/teamErrors';
import { ApiError } from '../../lib/api';
import { useUnsaved } from '../../lib/unsaved-changes';

/** What each action's page says and its button (spec part 2, section 2.18); anything else is 'Review Match'. */
const ACTIONS: Record<
  EmailAction | 'OTHER',
  { title: string; intro: string; button: string; variant: ButtonVariant }
> = {
  ACCEPT: {
    title: 'Accept this match?',
    intro: 'Please check the offer below. When you accept and the other party does too, you are partners.',
    button: 'Accept Match',
    variant: 'primary',
  },
  REJECT: {
    title: 'Decline this match?',
    intro: 'Please check the offer below. When you decline, the match ends and no details are shared.',
    button: 'Decline Match',
    variant: 'destructive',
  },
  CHANGES: {
    title: 'Request changes',
    intro: 'Tell us what you would like to change in the offer below, and we will send an updated one.',
    button: 'Submit Request',
    variant: 'primary',
  },
  OTHER: {
    title: 'Review Match',
    intro: 'Please check the match below, then continue.',
    button: 'Continue',
    variant: 'primary',
  },
};

function resultPath(result: LinkActionResult): string {
  return `/cta-result?${new URLSearchParams({ status: result.status, party: result.party, action: result.action })}`;
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto mt-6 max-w-md p-6 text-center sm:mt-10 sm:p-8">
      <div className="flex justify-center">{icon}</div>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <div className="mt-2 text-slate-600">{children}</div>
      <SupportNote className="mt-4" />
    </Card>
  );
}

const ANSWERED_ICONS: Record<EmailAction, ReactNode> = {
  ACCEPT: <CheckCircle2 className="size-12 text-field" aria-hidden />,
  REJECT: <XCircle className="size-12 text-slate-500" aria-hidden />,
  CHANGES: <MessageSquareText className="size-12 text-sky" aria-hidden />,
};

/**
 * A link opened again after its party answered (with it or with another of its three links): what was
 * done and when, in the reader's own calendar, instead of asking again.
 */
function Answered({ link, answer }: { link: LinkView; answer: LinkAnswer }) {
  return (
    <Notice icon={ANSWERED_ICONS[answer.action]} title={LINK_ANSWERED_TITLES[answer.action]}>
      <p>{linkAnsweredText(answer.action, formatDate(answer.at))}</p>
      <p className="mt-3 text-sm">
        The match between <span className="font-semibold text-navy">{link.sponsor.businessName}</span> and{' '}
        <span className="font-semibold text-navy">{link.team.name}</span>, offer version {link.offer.version}.
      </p>
      <p className="mt-4 text-sm">
        Action taken as <span className="font-semibold text-navy">{MATCH_PARTY_LABELS[link.party]}</span>
      </p>
      <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
        Return Home
      </Link>
    </Notice>
  );
}

function PageSkeleton() {
  return (
    <div className="mx-auto max-w-3xl space-y-6" aria-busy="true">
      <span className="sr-only">Checking your link</span>
      <div className="space-y-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-5 w-full max-w-lg" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-28 w-full rounded-[var(--radius-card)]" />
        <Skeleton className="h-28 w-full rounded-[var(--radius-card)]" />
      </div>
      <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

function Party({
  icon,
  label,
  name,
  person,
}: {
  icon: ReactNode;
  label: string;
  name: string;
  person: string;
}) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-navy [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
        <p className="font-semibold break-words text-navy">{name}</p>
        <p className="text-sm break-words text-slate-600">{person}</p>
      </div>
    </Card>
  );
}

/** The comment box of a CHANGES link, checked with the schema the API uses. */
function ChangeRequestForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (request: ChangeRequest, setError: (message: string) => void) => void;
}) {
  const form = useForm<ChangeRequest>({
    resolver: zodResolver(changeRequestSchema),
    defaultValues: { comment: '' },
  });
  useUnsaved(form.formState.isDirty);
  const { errors } = form.formState;
  const blank = !form.watch('comment')?.trim();
  const setError = (message: string) =>
    form.setError('comment', { type: 'server', message }, { shouldFocus: true });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values, setError))}
      className="space-y-4"
    >
      <Field
        label="What changes would you like to request?"
        htmlFor="change-comment"
        error={errors.comment?.message}
        required
      >
        <Textarea
          id="change-comment"
          rows={4}
          invalid={Boolean(errors.comment)}
          aria-describedby={errors.comment ? 'change-comment-error' : undefined}
          aria-required
          placeholder="For example: could the season start in April, with a banner at home games?"
          {...form.register('comment')}
        />
      </Field>
      <Buttons>
        <Button type="submit" disabled={blank} loading={pending}>
          {ACTIONS.CHANGES.button}
        </Button>
      </Buttons>
    </form>
  );
}

function Buttons({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Link to="/" className={buttonClasses('secondary')}>
        Cancel
      </Link>
      {children}
    </div>
  );
}

/** `onAnswered`: the press was refused because the party had answered already (in another tab, say). */
function Review({ token, link, onAnswered }: { token: string; link: LinkView; onAnswered: () => void }) {
  const navigate = useNavigate();
  const act = useLinkAction(token);
  const [failure, setFailure] = useState<string | null>(null);
  const named = linkAction(token);
  const action = isEmailAction(named) ? named : 'OTHER';
  const copy = ACTIONS[action];

  const submit = (comment?: string, setFieldError?: (message: string) => void) =>
    act.mutate(comment === undefined ? {} : { comment }, {
      onSuccess: (result) => navigate(resultPath(result)),
      onError: (error) => {
        // The page turns into what was done once the link is read again.
        if (error instanceof ApiError && error.code === LINK_ANSWERED) onAnswered();
        const message = isExplained(error) ? error.message : ACTION_FAILED;
        const fieldMessage = error instanceof ApiError ? error.fields.comment?.[0] : undefined;
        if (fieldMessage && setFieldError) setFieldError(fieldMessage);
        setFailure(message);
        toast.error('Error', { description: message });
      },
    });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-field uppercase">Homefield match</p>
        <h1 className="text-2xl font-bold sm:text-3xl">{copy.title}</h1>
        <p className="mt-1 text-slate-600">
          {copy.intro} You are answering as the {MATCH_PARTY_LABELS[link.party].toLowerCase()}.
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party
          icon={<Building2 />}
          label="Sponsor"
          name={link.sponsor.businessName}
          person={link.sponsor.contactName}
        />
        <Party icon={<Users />} label="Team" name={link.team.name} person={`Coach ${link.team.coachName}`} />
      </div>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-3 text-lg font-bold">The offer</h2>
        <OfferDetails offer={link.offer} />
      </Card>
      <Card className="space-y-4 p-5 sm:p-6">
        {failure && (
          <p role="alert" className="flex items-start gap-2 font-medium text-danger">
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            {failure}
          </p>
        )}
        {action === 'CHANGES' ? (
          <ChangeRequestForm
            pending={act.isPending}
            onSubmit={({ comment }, setError) => submit(comment, setError)}
          />
        ) : (
          <Buttons>
            <Button variant={copy.variant} loading={act.isPending} onClick={() => submit()}>
              {copy.button}
            </Button>
          </Buttons>
        )}
      </Card>
      <footer className="space-y-1 text-center">
        <p className="flex items-center justify-center gap-2 text-sm text-slate-600">
          <Handshake className="size-4 shrink-0 text-navy" aria-hidden />
          Contact details are shared after both parties approve.
        </p>
        <SupportNote />
      </footer>
    </div>
  );
}

/**
 * /cta/{token}: an email link's confirmation page, no sign-in. Opening it only reads the link (mail
 * scanners open links too); the button acts. Opened again after the party answered, it says what was done;
 * only a link that is not ours, or expired or replaced before an answer, is Link Invalid.
 */
export default function CtaPage() {
  const token = useParams().token ?? '';
  const link = useLink(token);

  let content: ReactNode;
  if (link.isPending && token) content = <PageSkeleton />;
  else if (!token || (link.error instanceof ApiError && link.error.status === 404)) {
    content = (
      <Notice icon={<XCircle className="size-12 text-danger" aria-hidden />} title={LINK_INVALID_TITLE}>
        <p>{LINK_INVALID}</p>
        <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
          Return Home
        </Link>
      </Notice>
    );
  } else if (link.isError || !link.data) {
    content = (
      <Notice icon={<CircleAlert className="size-12 text-amber" aria-hidden />} title="Something went wrong">
        <p>{LINK_CHECK_FAILED}</p>
        <Button className="mt-6" onClick={() => link.refetch()} loading={link.isFetching}>
          Try again
        </Button>
      </Notice>
    );
  } else if (link.data.answered) {
    content = <Answered link={link.data} answer={link.data.answered} />;
  } else content = <Review token={token} link={link.data} onAnswered={() => link.refetch()} />;

  const answered = link.data?.answered;
  return (
    <PageShell title={answered ? LINK_ANSWERED_TITLES[answered.action] : 'Review Match'}>{content}</PageShell>
  );
}
