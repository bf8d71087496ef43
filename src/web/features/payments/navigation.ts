/**
 * A URL the server handed back (a checkout page, a success or cancel URL) as a path of this app when it is
 * one, so the router can take it; null when it belongs to another site (Stripe's checkout).
 */
export function appPath(url: string): string | null {
  const target = new URL(url, window.location.origin);
  return target.origin === window.location.origin ? `${target.pathname}${target.search}${target.hash}` : null;
}
