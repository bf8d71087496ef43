import { CheckCircle2, Clock, MessageSquareText, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { type LinkOutcome, linkOutcome } from '../../features/matches/linkOutcome';
import { SupportNote } from '../../features/matches/SupportNote';

const ICONS: Record<LinkOutcome['kind'], ReactNode> = {
  approved: <CheckCircle2 className="size-12 text-field" aria-hidden />,
  waiting: <Clock className="size-12 text-amber" aria-hidden />,
  declined: <XCircle className="size-12 text-slate-500" aria-hidden />,
  changes: <MessageSquareText className="size-12 text-sky" aria-hidden />,
  done: <CheckCircle2 className="size-12 text-navy" aria-hidden />,
};

/** /cta-result?status=&party=&action=: what an email-link answer did (spec part 2, section 2.19). */
export default function CtaResultPage() {
  const [params] = useSearchParams();
  const outcome = linkOutcome({
    status: params.get('status') ?? '',
    party: params.get('party') ?? '',
    action: params.get('action') ?? '',
  });
  return (
    <PageShell title={outcome.title}>
      <Card className="mx-auto mt-6 max-w-md p-6 text-center sm:mt-10 sm:p-8">
        <div className="flex justify-center">{ICONS[outcome.kind]}</div>
        <h1 className="mt-4 text-2xl font-bold">{outcome.title}</h1>
        {outcome.badge && (
          <Badge tone={outcome.badge.tone} className="mt-3">
            {outcome.badge.label}
          </Badge>
        )}
        <p className="mt-3 text-slate-600">{outcome.text}</p>
        {outcome.actedAs && (
          <p className="mt-4 text-sm text-slate-600">
            Action taken as <span className="font-semibold text-navy">{outcome.actedAs}</span>
          </p>
        )}
        <Link to="/" className={`${buttonClasses('primary')} mt-6`}>
          Return Home
        </Link>
        <SupportNote className="mt-4" />
      </Card>
    </PageShell>
  );
}
