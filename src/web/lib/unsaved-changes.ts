import { useCallback, useEffect, useRef } from 'react';

/** What a person is asked before typing that was never saved is thrown away. */
export const DISCARD_CHANGES = 'You have changes that are not saved. Close and lose them?';

/**
 * For a dialog whose parts save separately (issue 19: the fulfilment dialog lost a typed date and note
 * when closed). Each part reports whether it holds unsaved typing; `mayClose()` asks before closing while
 * any does.
 */
export function useUnsavedChanges() {
  const unsaved = useRef(new Set<string>());
  const track = useCallback((part: string, dirty: boolean) => {
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

export type TrackUnsaved = (part: string, dirty: boolean) => void;

/** Reports `dirty` for `part` while mounted, and clean once unmounted. */
export function useReportUnsaved(track: TrackUnsaved, part: string, dirty: boolean): void {
  useEffect(() => {
    track(part, dirty);
    return () => track(part, false);
  }, [track, part, dirty]);
}
