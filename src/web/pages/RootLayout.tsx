import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { DRAWN_ATTRIBUTE } from '../../shared/ssr';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { drawnPageHydrated } from '../lib/query-client';

/**
 * Every screen: a skip link, the page (behind an error boundary), scroll restoration, and scrolling to a
 * #hash such as #pricing.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  useHashScroll();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-[var(--radius-control)] focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-navy focus:shadow-dialog"
      >
        Skip to main content
      </a>
      {/* Only the very first screen can suspend in view: later navigations are transitions. */}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={null}>
          <Outlet />
          <Interactive />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/**
 * A page the server drew arrives with its forms inert (src/server/http/ssr.ts, DRAWN_ATTRIBUTE). Beside the
 * screen, inside its Suspense boundary, this runs once the screen itself has hydrated.
 */
function Interactive() {
  const client = useQueryClient();
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(DRAWN_ATTRIBUTE)) return;
    for (const form of root.querySelectorAll('form[inert]')) form.removeAttribute('inert');
    root.removeAttribute(DRAWN_ATTRIBUTE);
    drawnPageHydrated(client);
  }, [client]);
  return null;
}

/** Where each visited entry of this tab's history was scrolled to, by location key. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top; Back and Forward return to where that page was left. Hash links are
 * useHashScroll's. The browser's own restoration is off because it runs before a lazy screen has drawn.
 */
function useScrollRestoration() {
  const { key, hash } = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    if (type === 'POP') window.scrollTo(0, positions.get(key) ?? 0);
    else if (!hash) window.scrollTo(0, 0);
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [key, hash, type]);
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
