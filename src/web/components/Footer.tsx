import { Link } from 'react-router';
import { Brand } from './TopBar';

const COLUMNS: { heading: string; links: { to: string; label: string }[] }[] = [
  {
    heading: 'For teams',
    links: [
      { to: '/team-signup', label: 'Register Team' },
      { to: '/business-discovery', label: 'Find local sponsors' },
      { to: '/auth', label: 'Sign In' },
    ],
  },
  {
    heading: 'For businesses',
    links: [
      { to: '/business-signup', label: 'Become a sponsor' },
      { to: '/team-discovery', label: 'Browse teams' },
    ],
  },
  {
    heading: 'Homefield',
    links: [
      { to: '/#how-it-works', label: 'How It Works' },
      { to: '/#pricing', label: 'Pricing' },
      { to: '/#about', label: 'About' },
      { to: '/giving', label: 'Your gifts and receipts' },
    ],
  },
];

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export function Footer() {
  return (
    <footer className="bg-navy text-slate-300">
      <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-1">
          <Brand />
          <p className="mt-3 max-w-xs text-sm leading-relaxed">
            Local businesses. Local teams. One season at a time.
          </p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-9 items-center text-sm text-slate-300 hover:text-white hover:underline hover:underline-offset-4 focus-visible:outline-gold"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-5 text-sm text-slate-400 sm:px-6">
          <p>© {new Date().getFullYear()} Homefield. Made for the teams down the road.</p>
          <nav aria-label="Legal" className="flex gap-5">
            {LEGAL_LINKS.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="inline-flex min-h-9 items-center text-slate-300 hover:text-white hover:underline hover:underline-offset-4 focus-visible:outline-gold"
              >
                {link.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
