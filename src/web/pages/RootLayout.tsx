import { useEffect } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation } from 'react-router';

/** Every screen: a skip link, the page, scroll restoration, and scrolling to a #hash such as #pricing. */
export function RootLayout() {
  useHashScroll();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-[var(--radius-control)] focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-navy focus:shadow-dialog"
      >
        Skip to main content
      </a>
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * Every fresh page load has the location key 'default', so keying by it alone would carry the scroll
 * position of one address typed into the bar over to the next. A load is keyed by its URL instead
 * (a reload still comes back to where it was); in-app navigations keep their own keys.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** On every navigation that carries a hash, bring that section into view (smoothly, unless reduced motion). */
function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    // After paint, so a closing menu sheet has released the page's scroll lock.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(id);
      if (!target) return;
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
