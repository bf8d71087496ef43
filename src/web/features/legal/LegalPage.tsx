import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { Card } from '../../components/ui/Card';
import { useSupportEmail } from '../matches/api';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** The support address (SUPPORT_EMAIL on the server) as a mail link; plain words while it loads. */
export function SupportAddress() {
  const support = useSupportEmail();
  if (!support.data) return <>Homefield support</>;
  return (
    <a href={`mailto:${support.data}`} className="font-medium text-sky underline underline-offset-2">
      {support.data}
    </a>
  );
}

/** The frame of /terms and /privacy: a title, a one-line summary, then numbered sections in one card. */
export function LegalPage({
  title,
  summary,
  sections,
}: {
  title: string;
  summary: string;
  sections: LegalSection[];
}) {
  return (
    <PageShell title={title}>
      <article className="mx-auto max-w-[760px]">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-slate-600">{summary}</p>
        <Card className="mt-8 space-y-8 p-5 leading-relaxed text-slate-700 sm:p-8">
          {sections.map((section, index) => (
            <section key={section.heading} aria-labelledby={`legal-${index}`}>
              <h2 id={`legal-${index}`} className="text-xl font-bold text-navy">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-2 space-y-3">{section.body}</div>
            </section>
          ))}
        </Card>
        <p className="mt-6 text-sm text-slate-600">
          See also the{' '}
          <Link to="/terms" className="font-medium text-sky underline underline-offset-2">
            terms of service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="font-medium text-sky underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
      </article>
    </PageShell>
  );
}
