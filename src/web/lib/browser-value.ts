import { useSyncExternalStore } from 'react';

type Subscribe = (changed: () => void) => () => void;
const unchanging: Subscribe = () => () => {};

/**
 * A value only the browser knows. The server draws the page with `drawn`, and the browser hydrates with it
 * too (so the markup matches), then re-renders with `read()`; `subscribe` tells it when that changes.
 */
export function useBrowserValue<T>(read: () => T, drawn: T, subscribe: Subscribe = unchanging): T {
  return useSyncExternalStore(subscribe, read, () => drawn);
}
