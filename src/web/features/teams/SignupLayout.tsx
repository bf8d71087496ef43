import { BadgeCheck, ChartNoAxesCombined, Link2, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageShell } from '../../components/PageShell';
import { Card } from '../../components/ui/Card';

const PERKS = [
  {
    icon: BadgeCheck,
    title: 'A team page sponsors can find',
    text: 'Local businesses browse verified teams and pick a sponsorship tier in a few clicks.',
  },
  {
    icon: Link2,
    title: 'A personal link for every player',
    text: 'Families and fans give to a player directly and watch the progress toward their goal.',
  },
  {
    icon: ReceiptText,
    title: 'Payments and receipts handled',
    text: 'Sponsors pay online; receipts and thank-you notices go out by themselves.',
  },
  {
    icon: ChartNoAxesCombined,
    title: 'Every dollar in one place',
    text: 'Sponsorships, donations and sponsors you add by hand add up on one dashboard.',
  },
];

interface SignupLayoutProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** A signup page: the form card, and beside it (below it on phones) what a coach gets from Homefield. */
export function SignupLayout({ title, intro, children }: SignupLayoutProps) {
  return (
    <PageShell title={title}>
      <div className="mx-auto grid max-w-[1060px] gap-8 lg:grid-cols-[minmax(0,640px)_minmax(0,1fr)] lg:items-start">
        <div>
          <header className="mb-6">
            <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
            <p className="mt-2 text-lg text-slate-600">{intro}</p>
          </header>
          <Card className="p-5 sm:p-8">{children}</Card>
          <p className="mt-6 text-center text-sm text-slate-600">
            Already have an account?{' '}
            <Link to="/auth" className="font-semibold text-sky underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        </div>
        <aside
          aria-labelledby="signup-perks"
          className="rounded-[var(--radius-card)] bg-navy p-6 text-white shadow-card sm:p-8 lg:sticky lg:top-24 lg:mt-[6.5rem]"
        >
          <h2 id="signup-perks" className="text-xl font-bold text-white">
            What your team gets
          </h2>
          <p className="mt-1 text-white/80">Free to start. Set up your season in an afternoon.</p>
          <ul className="mt-6 space-y-5">
            {PERKS.map(({ icon: Icon, title: perk, text }) => (
              <li key={perk} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold text-navy">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{perk}</span>
                  <span className="block text-sm text-white/80">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </PageShell>
  );
}
