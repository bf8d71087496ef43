import { Handshake, MapPin, ReceiptText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS_SIGNUP_STEPS } from '../../../../shared/constants';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Stepper } from '../../../components/ui/Stepper';

const PERKS = [
  {
    icon: MapPin,
    title: 'Teams from your own neighbourhood',
    text: 'We introduce you to verified local teams that match your budget and goals.',
  },
  {
    icon: Handshake,
    title: 'Partnerships, not just logos',
    text: 'Sponsor with money, products or experiences, and meet the families you support.',
  },
  {
    icon: ReceiptText,
    title: 'Simple payments and receipts',
    text: 'Pay online; receipts, contract dates and impact estimates stay in one dashboard.',
  },
];

const NEXT_STEPS = [
  'Finish the six steps; it takes about ten minutes.',
  'Our local market manager reviews your business within 24-48 hours.',
  'Once approved, browse teams and choose who to sponsor.',
];

/** The wizard's frame: title, the 'Step N of 6' progress, the step's card, and why it is worth it. */
export function WizardLayout({ step, children }: { step: number; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-[1040px]">
      <header className="mb-6 max-w-[640px]">
        <h1 className="text-3xl font-bold sm:text-4xl">Register your business</h1>
        <p className="mt-2 text-lg text-slate-600">
          Sponsor local youth teams and put your business where your community plays.
        </p>
      </header>
      <Stepper current={step} steps={[...BUSINESS_SIGNUP_STEPS]} className="mb-6" />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,640px)_minmax(0,1fr)] lg:items-start">
        <div>{children}</div>
        <aside
          aria-labelledby="business-perks"
          className="hidden rounded-[var(--radius-card)] bg-navy p-8 text-white shadow-card lg:sticky lg:top-24 lg:block"
        >
          <h2 id="business-perks" className="text-xl font-bold text-white">
            Why sponsor with Homefield
          </h2>
          <ul className="mt-6 space-y-5">
            {PERKS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold text-navy">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-white/80">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <h3 className="mt-8 flex items-center gap-2 font-semibold text-white">
            <ShieldCheck className="size-5 text-gold" aria-hidden />
            What happens next
          </h3>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-white/80">
            {NEXT_STEPS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}

/** The size of a step's card while the session and the user's business load. */
export function StepSkeleton() {
  return (
    <Card className="space-y-8 p-5 sm:p-8" aria-busy="true">
      <span className="sr-only">Loading</span>
      <div className="space-y-2">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-5 w-full max-w-md" />
      </div>
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
          <div className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ))}
      <div className="flex justify-end border-slate-200 border-t pt-6">
        <Skeleton className="h-11 w-32" />
      </div>
    </Card>
  );
}
