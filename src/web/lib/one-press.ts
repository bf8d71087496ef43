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

/** Where the pointer last went down, when, and how many presses there have been: the last is the n-th. */
let lastPress = { x: Number.NaN, y: Number.NaN, at: Number.NEGATIVE_INFINITY, n: 0 };
/** How far apart two presses may land and still be one press said twice. */
const SAME_SPOT_PX = 12;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      lastPress = { x: event.clientX, y: event.clientY, at: performance.now(), n: lastPress.n + 1 };
    },
    true,
  );
}

/**
 * A dialog closed, or an inline form emptied itself after a save, most often on the press of one of its
 * buttons. A second press of that button a moment later (a double click) would land on whatever the dialog
 * covered (another player's "Hide page", say) or submit the emptied form (a false "fill in all required
 * fields"). The very next press, if it lands on the same spot within DOUBLE_PRESS_MS of the first, is swallowed; any
 * other press goes through, and ends the shield.
 */
export function shieldAfterClose(): void {
  if (typeof document === 'undefined') return;
  const first = lastPress;
  if (performance.now() - first.at > DOUBLE_PRESS_MS) return;
  const swallow = (event: MouseEvent) => {
    // This click's own pointerdown came first: the press right after the closing one is number n + 1.
    const next = lastPress.n === first.n + 1;
    const sameSpot =
      Math.abs(event.clientX - first.x) <= SAME_SPOT_PX && Math.abs(event.clientY - first.y) <= SAME_SPOT_PX;
    if (!next || !sameSpot || performance.now() - first.at > DOUBLE_PRESS_MS) return;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('click', swallow, true);
  setTimeout(() => document.removeEventListener('click', swallow, true), DOUBLE_PRESS_MS);
}

/**
 * A dialog opened by a press (its answer came back): the next press, on the same spot within DOUBLE_PRESS_MS
 * of the dialog appearing, is that press said twice. It lands on the dialog's overlay and must not close
 * the dialog it opened. Call when the dialog appears; the check takes the outside press's event.
 */
export function secondPressOfOpening(): (event: PointerEvent) => boolean {
  const first = lastPress;
  const openedAt = performance.now();
  return (event) =>
    lastPress.n === first.n + 1 &&
    Math.abs(event.clientX - first.x) <= SAME_SPOT_PX &&
    Math.abs(event.clientY - first.y) <= SAME_SPOT_PX &&
    performance.now() - openedAt <= DOUBLE_PRESS_MS;
}
