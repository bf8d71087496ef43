import {
  ArrowRight,
  Check,
  CheckCircle2,
  ClipboardList,
  FileText,
  Handshake,
  Link2,
  Pause,
  Play,
  RefreshCw,
  Share2,
  Store,
  Users,
  X,
} from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PRICING_PLANS, type PricingPlan } from '../../../shared/constants';
import { formatBps, PLATFORM_FEE_BPS } from '../../../shared/fees';
import { HERO_POSTER } from '../../../shared/hero';
import { BUSINESS_PAID_PLANS, PLANS, TEAM_PAID_PLANS } from '../../../shared/plans';
import { Footer } from '../../components/Footer';
import { TopBar } from '../../components/TopBar';
import { buttonClasses } from '../../components/ui/Button';
import { useBrowserValue } from '../../lib/browser-value';

// ---------------------------------------------------------------------------------------------------
// Content (spec part 1, sections 2 and 9; DECISIONS: the three promises). Prices: src/shared/constants.ts.
// ---------------------------------------------------------------------------------------------------

interface Plan extends PricingPlan {
  blurb: string;
  cta: { label: string; to: string };
}

/** The words around each plan; names, prices and features come from the shared price list. */
const PLAN_COPY: Record<string, { blurb: string; cta: string }> = {
  'team:Free': { blurb: 'Try Homefield with your first sponsors.', cta: 'Start free' },
  'team:Team Pro': { blurb: 'Everything one team needs for a full season.', cta: 'Choose Team Pro' },
  'team:League Plan': { blurb: 'For clubs and leagues running many teams.', cta: 'Choose League Plan' },
  'business:Free': { blurb: 'See which teams near you need a hand.', cta: 'List your business' },
  'business:Featured Sponsor': { blurb: 'Stand out to teams and families.', cta: 'Choose Featured' },
  'business:Community Partner': { blurb: 'Become the name your town cheers for.', cta: 'Choose Partner' },
};

const ON_SALE = new Set<string>([...TEAM_PAID_PLANS, ...BUSINESS_PAID_PLANS]);

function withCopy(side: 'team' | 'business', plan: PricingPlan): Plan {
  const copy = PLAN_COPY[`${side}:${plan.name}`];
  return {
    ...plan,
    blurb: copy?.blurb ?? '',
    cta: {
      label: copy?.cta ?? `Choose ${plan.name}`,
      // The plans on sale are bought from the billing page (signing in, or up, first); the rest start with signup.
      to:
        plan.id && ON_SALE.has(plan.id)
          ? `/billing?plan=${plan.id}`
          : side === 'team'
            ? '/team-signup'
            : '/business-signup',
    },
  };
}

const TEAM_PLANS = PRICING_PLANS.teams.map((plan) => withCopy('team', plan));
/** The optional commission is not a plan of its own: it is shown as a note under the business plans. */
const COMMISSION = PRICING_PLANS.businesses.find((plan) => plan.price.endsWith('%'));
const BUSINESS_PLANS = PRICING_PLANS.businesses
  .filter((plan) => plan !== COMMISSION)
  .map((plan) => withCopy('business', plan));

/** Which business plan pays which commission, from the fee table the server charges (shared/fees.ts). */
const COMMISSION_BY_PLAN = (['business_free', 'featured_sponsor', 'community_partner'] as const)
  .map(
    (id) =>
      `${formatBps(PLATFORM_FEE_BPS.business[id])} on ${PLANS[id].name === 'Free' ? 'the Free plan' : PLANS[id].name}`,
  )
  .join(', ');

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Set up your team',
    text: 'Add your roster, your goals and the sponsorship packages you offer, from Bronze to Gold.',
  },
  {
    icon: Share2,
    title: 'Share and get matched',
    text: 'Local businesses find you and sponsor online. Families give through each player’s own link.',
  },
  {
    icon: Handshake,
    title: 'Track every dollar',
    text: 'See who paid, who is pending and how close you are to your goal, all in one dashboard.',
  },
];

const PROMISES = [
  {
    icon: Link2,
    title: 'A personal link for every player',
    text: 'Each player gets a page to share with family and neighbours, to collect sponsors and donations and watch their goal fill up.',
  },
  {
    icon: FileText,
    title: 'Sponsor reports, done for you',
    text: 'Homefield writes each sponsor’s report automatically, so saying thank you takes no paperwork.',
  },
  {
    icon: RefreshCw,
    title: 'Next season in one click',
    text: 'Roll your roster and packages into a new season, and invite last season’s sponsors to renew.',
  },
];

const MEDIA = {
  webm: '/media/hero.webm',
  mp4: '/media/hero.mp4',
  poster: '/media/hero-poster.jpg',
};

// ---------------------------------------------------------------------------------------------------

export default function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <TopBar transparent />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <HowItWorks />
        <Promises />
        <Pricing />
        <About />
      </main>
      <Footer />
    </div>
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onMotionPreference(changed: () => void) {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
}

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia(REDUCED_MOTION).matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users continue from the section they asked for.
  target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** A visitor who asked the browser to save data gets the still picture, not the 1 MB film. */
function saveData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function Hero() {
  // The server draws the still (the page's largest paint, preloaded); the film follows if it is wanted.
  const still = useBrowserValue(
    () => window.matchMedia(REDUCED_MOTION).matches || saveData(),
    true,
    onMotionPreference,
  );
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] items-center overflow-hidden bg-navy"
    >
      {still ? (
        <picture>
          <source media={HERO_POSTER.uprightMedia} srcSet={HERO_POSTER.upright} type="image/webp" />
          <source srcSet={HERO_POSTER.wide} type="image/webp" />
          <img
            src={MEDIA.poster}
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            className="absolute inset-0 -z-20 size-full object-cover"
          />
        </picture>
      ) : (
        <HeroVideo />
      )}
      {/* Navy wash so white text reads on every frame. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(11_31_58/0.5)_0%,rgb(11_31_58/0.72)_35%,rgb(11_31_58/0.8)_70%,rgb(11_31_58/0.9)_100%)] md:bg-[linear-gradient(90deg,rgb(11_31_58/0.88)_0%,rgb(11_31_58/0.6)_45%,rgb(11_31_58/0.1)_100%)]"
      />
      <div className="mx-auto w-full max-w-[1200px] px-4 pt-28 pb-20 sm:px-6 md:pt-32">
        <RegistrationBanner />
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-gold uppercase">
            Local businesses. Local teams. One season at a time.
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-[1.1] font-bold text-white sm:text-5xl">
            Bring your whole town behind your team.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-100 sm:text-xl">
            Homefield helps youth teams find local sponsors, collect player donations and keep every sponsor
            happy, without the spreadsheets.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/team-signup" className={buttonClasses('accent', 'lg')}>
              Start Managing Sponsors
              <ArrowRight className="size-5" aria-hidden />
            </Link>
            <button
              type="button"
              className={buttonClasses('secondary', 'lg')}
              onClick={() => scrollToSection('how-it-works')}
            >
              See How It Works
            </button>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-slate-200">
            <Check className="size-4 text-gold" aria-hidden />
            Free plan for every team. No card needed to start.
          </p>
        </div>
      </div>
    </section>
  );
}

/** The looping background film; muted, inline, and with a pause button (WCAG 2.2.2). */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 -z-20 size-full object-cover"
        autoPlay
        muted
        loop
        playsInline
        preload="auto"
        // The crop the still showed (shared/hero.ts): the film only ever replaces the drawn still after
        // hydration, so asking the browser here is safe.
        poster={window.matchMedia(HERO_POSTER.uprightMedia).matches ? HERO_POSTER.upright : HERO_POSTER.wide}
        aria-hidden
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src={MEDIA.webm} type="video/webm" />
        <source src={MEDIA.mp4} type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause background video' : 'Play background video'}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-navy/60 text-white ring-1 ring-white/30 backdrop-blur-sm transition-colors hover:bg-navy/80 sm:right-6 sm:bottom-6"
      >
        {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5" aria-hidden />}
      </button>
    </>
  );
}

/** After a business signup the wizard lands here with ?business_registration=success. */
function RegistrationBanner() {
  const [params, setParams] = useSearchParams();
  if (params.get('business_registration') !== 'success') return null;
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete('business_registration');
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <div
      role="status"
      className="mb-8 flex max-w-2xl items-start gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-dialog sm:p-5"
    >
      <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-field" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold text-navy">Business Registration Submitted!</p>
        <p className="mt-1 text-slate-700">
          Your business has been submitted for review. Our local market manager will contact you within 24-48
          hours.
        </p>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="-mt-1.5 -mr-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-slate-500 hover:bg-slate-100 hover:text-navy"
      >
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-field uppercase">{eyebrow}</p>
      <h2 id={id} tabIndex={-1} className="mt-2 text-3xl font-bold focus:outline-none sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-600">{children}</p>}
    </div>
  );
}

function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="From sign-up to sponsored in three steps"
        >
          Built for the coaches, team managers and parent volunteers who raise the money.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-[var(--radius-card)] bg-slate-50 p-6 ring-1 ring-slate-200"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-navy text-lg font-bold text-white">
                  {index + 1}
                </span>
                <step.icon className="size-6 text-field" aria-hidden />
              </div>
              <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-[var(--radius-card)] bg-navy p-6 text-white sm:flex-row sm:items-center sm:p-8">
          <Store className="size-8 shrink-0 text-gold" aria-hidden />
          <div className="flex-1">
            <h3 className="text-xl font-semibold text-white">Run a local business?</h3>
            <p className="mt-1 text-slate-200">
              Browse teams near you, pick a sponsorship package and pay online. We send you the report.
            </p>
          </div>
          <Link to="/business-signup" className={buttonClasses('secondary', 'md')}>
            Become a sponsor
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

function Promises() {
  return (
    <section aria-labelledby="promises-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading id="promises-title" eyebrow="Our promise" title="What every team gets" />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li
              key={promise.title}
              className="rounded-[var(--radius-card)] bg-white p-6 shadow-card ring-1 ring-slate-200/70"
            >
              <span className="flex size-12 items-center justify-center rounded-[var(--radius-control)] bg-field/10 text-field">
                <promise.icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{promise.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{promise.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={`relative flex flex-col rounded-[var(--radius-card)] bg-white p-6 sm:p-7 ${
        plan.mostPopular ? 'shadow-dialog ring-2 ring-navy' : 'shadow-card ring-1 ring-slate-200'
      }`}
    >
      {plan.mostPopular && (
        <span className="absolute -top-3.5 left-6 rounded-full bg-gold px-3 py-1 text-xs font-bold tracking-wide text-navy uppercase">
          Most Popular
        </span>
      )}
      <h4 className="text-lg font-semibold text-navy">{plan.name}</h4>
      <p className="mt-1 text-slate-600 md:min-h-12">{plan.blurb}</p>
      <p className="mt-5 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold text-navy tabular-nums">{plan.price}</span>
        {plan.period && <span className="text-slate-600">{plan.period}</span>}
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-slate-700">
            <Check className="mt-0.5 size-5 shrink-0 text-field" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={plan.cta.to}
        className={`${buttonClasses(plan.mostPopular ? 'primary' : 'secondary', 'md')} mt-8 w-full`}
        aria-label={`${plan.cta.label}: ${plan.name}, ${plan.price}${plan.period ? ` ${plan.period}` : ''}`}
      >
        {plan.cta.label}
      </Link>
    </li>
  );
}

function Pricing() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Simple plans for every season">
          Start free. Upgrade when your season grows.
        </SectionHeading>

        <div className="mt-14">
          <h3 className="flex items-center gap-2 text-2xl font-bold">
            <Users className="size-6 text-field" aria-hidden />
            For teams
          </h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {TEAM_PLANS.map((plan) => (
              <PlanCard key={plan.name} plan={plan} />
            ))}
          </ul>
        </div>

        <div className="mt-16">
          <h3 className="flex items-center gap-2 text-2xl font-bold">
            <Store className="size-6 text-field" aria-hidden />
            For businesses
          </h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {BUSINESS_PLANS.map((plan) => (
              <PlanCard key={`business-${plan.name}`} plan={plan} />
            ))}
          </ul>
          {COMMISSION && (
            <p className="mt-6 rounded-[var(--radius-control)] bg-slate-50 px-4 py-3 text-slate-700 ring-1 ring-slate-200">
              <span className="font-semibold text-navy">Optional commission:</span> {COMMISSION.price}{' '}
              {COMMISSION.period} processed through Homefield: {COMMISSION_BY_PLAN}.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function About() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto grid max-w-[1200px] gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-field uppercase">About</p>
          <h2
            id="about-title"
            tabIndex={-1}
            className="mt-2 text-3xl font-bold focus:outline-none sm:text-4xl"
          >
            About Homefield
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
            <p>
              Youth sports run on volunteers. Coaches and parents spend evenings chasing sponsors with
              spreadsheets and paper forms, while the bakery down the road would gladly help if someone asked.
            </p>
            <p>
              Homefield puts them in one place. Teams tell their story, businesses find the teams near them,
              families give to the players they know, and every dollar is tracked from the first ask to the
              thank-you report.
            </p>
          </div>
        </div>
        <div className="rounded-[var(--radius-card)] bg-navy p-8 text-white shadow-dialog sm:p-10">
          <h3 className="text-2xl font-bold text-white">Ready for your best season yet?</h3>
          <p className="mt-3 text-slate-200">
            Register your team and start on the free plan. Upgrade only when your season needs it.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/team-signup" className={buttonClasses('accent', 'lg')}>
              Register Team
            </Link>
            <Link to="/business-signup" className={buttonClasses('secondary', 'lg')}>
              Sponsor a team
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
