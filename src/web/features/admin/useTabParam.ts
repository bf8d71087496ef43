import { useSearchParams } from 'react-router';

/**
 * An admin page's open tab, kept in the URL (?tab=) so a reload or a shared link opens the same one; any
 * other value opens `fallback`. A change replaces the history entry: Back leaves the page, not the tab.
 */
export function useTabParam<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((value) => value === requested) ?? fallback;
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };
  return [tab, setTab];
}
