import { createContext, useCallback, useContext, useEffect, useId, useRef } from 'react';

/*
 * Typing that was never saved is not thrown away without asking (issue 19). A form reports it with
 * useUnsaved(dirty): inside a dialog, closing the dialog asks first; on a page, following a link, reloading
 * or closing the tab asks first, and so do Back and Forward where the browser has the Navigation API
 * (Chromium, Safari 26): without the data router's useBlocker (left out of every page's JavaScript,
 * 0014-declarative-router.md), a history step can be held back only before it happens.
 */

/** What a person is asked before closing a dialog with typing in it. */
export const DISCARD_CHANGES = 'You have changes that are not saved. Close and lose them?';
/** What a person is asked before leaving a page with typing in it. */
export const LEAVE_PAGE = 'You have changes that are not saved. Leave this page and lose them?';

type TrackUnsaved = (part: string, dirty: boolean) => void;

/** The enclosing dialog's tracker; none on a page. */
const DialogUnsaved = createContext<TrackUnsaved | null>(null);
export const UnsavedChangesProvider = DialogUnsaved.Provider;

/**
 * For a dialog (components/ui/Dialog.tsx does it for every one): its parts report unsaved typing through
 * useUnsaved; `mayClose()` asks before closing while any does.
 */
export function useUnsavedChanges() {
  const unsaved = useRef(new Set<string>());
  const track = useCallback<TrackUnsaved>((part, dirty) => {
    if (dirty) unsaved.current.add(part);
    else unsaved.current.delete(part);
  }, []);
  const mayClose = useCallback(() => {
    if (unsaved.current.size > 0 && !window.confirm(DISCARD_CHANGES)) return false;
    unsaved.current.clear();
    return true;
  }, []);
  return { track, mayClose };
}

/** Parts of pages holding unsaved typing; the listeners are on while there is any. */
const dirtyOnPage = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** A link that would leave the page: asked first, cancelled if the person stays. */
function onLinkClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
  if (link.target && link.target !== '_self') return;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return;
  if (window.confirm(LEAVE_PAGE)) {
    dirtyOnPage.clear();
    listen();
    return;
  }
  event.preventDefault();
  // Before React's own listener on the root sees it: the router must not navigate either.
  event.stopPropagation();
}

/** The part of the Navigation API used here (TypeScript's DOM library does not describe it yet). */
interface HistoryStep extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  cancelable: boolean;
}
/** Read when needed: this module is also loaded where pages are drawn on the server, with no window. */
const navigation = () => (globalThis as { navigation?: EventTarget }).navigation;

/** Back or Forward out of a page with typing in it: asked first, held back if the person stays. */
function onHistoryStep(event: Event) {
  const step = event as HistoryStep;
  if (step.navigationType !== 'traverse' || !step.cancelable) return;
  if (window.confirm(LEAVE_PAGE)) {
    dirtyOnPage.clear();
    listen();
    return;
  }
  step.preventDefault();
}

function listen() {
  if (dirtyOnPage.size > 0) {
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onLinkClick, true);
    navigation()?.addEventListener('navigate', onHistoryStep);
  } else {
    window.removeEventListener('beforeunload', onBeforeUnload);
    document.removeEventListener('click', onLinkClick, true);
    navigation()?.removeEventListener('navigate', onHistoryStep);
  }
}

/**
 * Says whether this form (or this part of one: `part`) holds typing not saved yet. Report false as soon
 * as it is saved, before navigating away from a page that redirects after saving.
 */
export function useUnsaved(dirty: boolean, part?: string): void {
  const own = useId();
  const key = part ?? own;
  const dialog = useContext(DialogUnsaved);
  useEffect(() => {
    if (dialog) {
      dialog(key, dirty);
      return () => dialog(key, false);
    }
    if (!dirty) return;
    dirtyOnPage.add(key);
    listen();
    return () => {
      dirtyOnPage.delete(key);
      listen();
    };
  }, [dialog, key, dirty]);
}
