import { useRef } from 'react';

/** Closer than this, two presses of one control are one press said twice (a double click, a bounce). */
export const DOUBLE_PRESS_MS = 500;

/**
 * For toggles (a checkbox, a switch) that save at once: a second press this soon after the first is
 * ignored instead of undoing it. Buttons need no such guard: a repeat of the same submission is replayed
 * by its Idempotency-Key (lib/mutation.ts), but "unmark" after "mark" is a new submission.
 */
export function useOnePress(): (act: () => void) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return (act) => {
    const now = performance.now();
    if (now - last.current < DOUBLE_PRESS_MS) return;
    last.current = now;
    act();
  };
}
