import { ChevronDown, LogOut, Menu, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '../../shared/schemas/auth';
import { useSession, useSignOut } from '../lib/session';
import { buttonClasses } from './ui/Button';

interface NavLink {
  to: string;
  label: string;
}

const SECTION_LINKS: NavLink[] = [
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/#pricing', label: 'Pricing' },
  { to: '/#about', label: 'About' },
];

/** The account menu's links by role (spec part 1, section 2); a user with several roles sees each group. */
function accountLinks(user: SessionUser): NavLink[] {
  const links: NavLink[] = [];
  if (user.roles.includes('admin')) {
    links.push(
      { to: '/admin/dashboard', label: 'Admin Dashboard' },
      { to: '/admin/approval', label: 'Registration Approvals' },
    );
  }
  if (user.roles.includes('team')) {
    links.push(
      { to: '/team-dashboard', label: 'Team Dashboard' },
      { to: '/team-sponsorship-manager', label: 'Manage Sponsorships' },
      { to: '/team-profile', label: 'Team Profile' },
    );
  }
  if (user.roles.includes('business')) {
    links.push(
      { to: '/business-dashboard', label: 'Business Dashboard' },
      { to: '/business-profile', label: 'Business Profile' },
    );
  }
  // Every account has its settings (password, signed-in devices), next to Sign out.
  links.push({ to: '/account', label: 'Account settings' });
  return links;
}

const displayName = (user: SessionUser) => user.fullName?.trim() || user.email;

/** The Homefield mark and word, linking home. */
export function Brand({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-[var(--radius-control)] text-xl font-bold tracking-tight text-white focus-visible:outline-gold${className ? ` ${className}` : ''}`}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <rect width="32" height="32" rx="8" fill="#0B1F3A" />
        <rect x="0.5" y="0.5" width="31" height="31" rx="7.5" fill="none" stroke="#fff" strokeOpacity="0.3" />
        <path d="M7 22 16 8l9 14z" fill="none" stroke="#F2B705" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="16" cy="19" r="2.5" fill="#fff" />
      </svg>
      <span>
        Home<span className="text-gold">field</span>
      </span>
    </Link>
  );
}

/** No display utility here: each use says `inline-flex` or `hidden md:inline-flex`, so the two never clash. */
const barLink =
  'min-h-11 items-center rounded-[var(--radius-control)] px-3 text-[15px] font-medium text-white/90 transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-gold';

/**
 * The top bar of every screen. Over the landing hero it starts `transparent` and turns navy once the page
 * scrolls; everywhere else it is navy and sticks to the top. On phones the links fold into a menu sheet.
 */
export function TopBar({ transparent = false }: { transparent?: boolean }) {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(transparent ? 24 : -1);
  const solid = !transparent || scrolled;

  const onSignOut = () => signOut.mutate(undefined, { onSettled: () => navigate('/') });
  const isAdmin = user?.roles.includes('admin') ?? false;
  const [menuWanted, setMenuWanted] = useState(false);

  return (
    <header
      className={`${transparent ? 'fixed' : 'sticky'} inset-x-0 top-0 z-40 transition-colors duration-200 ${
        solid
          ? 'bg-navy shadow-[0_1px_0_rgb(255_255_255/0.08)]'
          : 'bg-gradient-to-b from-navy/70 to-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:px-6">
        <Brand />
        <nav aria-label="Main" className="ml-auto flex items-center gap-1">
          {isLoading ? (
            // Reserve the space of the signed-out bar so nothing moves when the session arrives.
            <div aria-hidden className="flex items-center gap-2">
              <div className="hidden h-11 w-[300px] lg:block" />
              <div className="hidden h-11 w-[80px] md:block" />
              <div className="h-9 w-[124px] md:h-11 md:w-[138px]" />
              <div className="size-11 md:hidden" />
            </div>
          ) : (
            <>
              {!user && (
                <ul className="hidden items-center gap-1 lg:flex">
                  {SECTION_LINKS.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={`${barLink} inline-flex`}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {!user && (
                <Link to="/auth" className={`${barLink} hidden md:inline-flex`}>
                  Sign In
                </Link>
              )}
              {isAdmin && (
                <Link to="/admin/dashboard" className={`${barLink} hidden md:inline-flex`}>
                  Admin
                </Link>
              )}
              <Link
                to="/team-signup"
                className={`${buttonClasses('accent', 'sm')} md:ml-2 md:min-h-11 md:px-4 md:text-base`}
              >
                Register Team
              </Link>
              {user && (
                <Suspense fallback={<AccountTrigger user={user} placeholder />}>
                  <AccountMenu user={user} onSignOut={onSignOut} />
                </Suspense>
              )}
              {menuWanted ? (
                <Suspense fallback={<MenuTrigger signedIn={Boolean(user)} placeholder />}>
                  <MobileMenu user={user} isAdmin={isAdmin} onSignOut={onSignOut} initiallyOpen />
                </Suspense>
              ) : (
                // Radix's dialog loads at the first press: most visits never open the phone menu.
                <button
                  type="button"
                  className={menuTriggerClass(Boolean(user))}
                  aria-label="Open menu"
                  onClick={() => setMenuWanted(true)}
                >
                  <MenuTrigger signedIn={Boolean(user)} />
                </button>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

const menuItem =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-[15px] text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-navy';

/*
 * The two menus need Radix (about 20 kB compressed). The account menu loads beside the page instead of
 * before it, so the bar paints at once, a look-alike of its trigger holding its place; the phone menu loads
 * when first pressed.
 */
const AccountMenu = lazy(() => import('radix-ui/dropdown-menu').then((m) => ({ default: accountMenu(m) })));
const MobileMenu = lazy(() => import('radix-ui/dialog').then((m) => ({ default: mobileMenu(m) })));
type RadixDropdownMenu = typeof import('radix-ui/dropdown-menu');
type RadixDialog = typeof import('radix-ui/dialog');

const accountTriggerClass = `${barLink} ml-1 hidden max-w-56 gap-2 border border-white/20 data-[state=open]:bg-white/10 md:inline-flex`;

function AccountTrigger({ user, placeholder }: { user: SessionUser; placeholder?: boolean }) {
  const content = (
    <>
      <UserRound className="size-5 shrink-0" aria-hidden />
      <span className="truncate">{displayName(user)}</span>
      <ChevronDown className="size-4 shrink-0" aria-hidden />
    </>
  );
  return placeholder ? (
    <span aria-hidden className={accountTriggerClass}>
      {content}
    </span>
  ) : (
    content
  );
}

function accountMenu(DropdownMenu: RadixDropdownMenu) {
  return function AccountMenu({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
    const links = accountLinks(user);
    return (
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={accountTriggerClass}>
          <AccountTrigger user={user} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-60 rounded-[var(--radius-card)] border border-slate-200 bg-white p-1.5 shadow-dialog"
          >
            <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs text-slate-500">
              Signed in as
              <span className="block truncate text-sm font-semibold text-navy">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            {links.map((link) => (
              <DropdownMenu.Item key={link.to} asChild className={menuItem}>
                <Link to={link.to}>{link.label}</Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={menuItem} onSelect={onSignOut}>
              <LogOut className="size-4" aria-hidden />
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  };
}

const sheetLink =
  'flex min-h-12 w-full items-center rounded-[var(--radius-control)] px-3 text-lg font-medium text-navy hover:bg-slate-100';

const menuTriggerClass = (signedIn: boolean) =>
  `${barLink} inline-flex size-11 justify-center px-0 ${signedIn ? 'md:hidden' : 'lg:hidden'}`;

function MenuTrigger({ signedIn, placeholder }: { signedIn: boolean; placeholder?: boolean }) {
  const icon = <Menu className="size-6" aria-hidden />;
  return placeholder ? (
    <span aria-hidden className={menuTriggerClass(signedIn)}>
      {icon}
    </span>
  ) : (
    icon
  );
}

interface MobileMenuProps {
  user: SessionUser | null;
  isAdmin: boolean;
  onSignOut: () => void;
  /** Mounted by the first press of the menu button, so it opens at once. */
  initiallyOpen: boolean;
}

/** The phone menu: a sheet from the top holding every link of the bar and the account menu. */
function mobileMenu(Dialog: RadixDialog) {
  return function MobileMenu({ user, isAdmin, onSignOut, initiallyOpen }: MobileMenuProps) {
    const [open, setOpen] = useState(initiallyOpen);
    const links: NavLink[] = user
      ? [...(isAdmin ? [{ to: '/admin/dashboard', label: 'Admin' }] : []), ...accountLinks(user)]
      : SECTION_LINKS;
    const close = () => setOpen(false);
    return (
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={menuTriggerClass(Boolean(user))} aria-label="Open menu">
          <MenuTrigger signedIn={Boolean(user)} />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed inset-x-0 top-0 z-50 max-h-dvh overflow-y-auto rounded-b-[var(--radius-card)] bg-white px-4 pt-3 pb-6 shadow-dialog focus:outline-none">
            <div className="flex items-center justify-between">
              <Dialog.Title className="text-lg font-bold text-navy">Menu</Dialog.Title>
              <Dialog.Close
                className="inline-flex size-11 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100"
                aria-label="Close menu"
              >
                <X className="size-6" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">Links to every part of Homefield</Dialog.Description>
            {user && (
              <p className="mt-1 truncate px-3 text-sm text-slate-500">
                Signed in as <span className="font-semibold text-navy">{displayName(user)}</span>
              </p>
            )}
            <ul className="mt-3 space-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={sheetLink} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
              {user ? (
                <button
                  type="button"
                  className={buttonClasses('secondary', 'lg')}
                  onClick={() => {
                    close();
                    onSignOut();
                  }}
                >
                  <LogOut className="size-5" aria-hidden />
                  Sign out
                </button>
              ) : (
                <Link to="/auth" className={buttonClasses('secondary', 'lg')} onClick={close}>
                  Sign In
                </Link>
              )}
              <Link to="/team-signup" className={buttonClasses('accent', 'lg')} onClick={close}>
                Register Team
              </Link>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  };
}

/** True once the window has scrolled further than `offset` pixels; a negative offset switches it off. */
function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (offset < 0) return;
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}
