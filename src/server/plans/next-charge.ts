import type { PlanSubscriptionRow } from '../db/schema';

type Prices = Pick<PlanSubscriptionRow, 'pendingPlan' | 'pendingPriceCents' | 'priceCents'>;

/** A switch to a cheaper plan waits for the renewal (decision 0056). */
export const movingDown = (row: Prices) =>
  row.pendingPlan !== null && row.pendingPriceCents !== null && row.pendingPriceCents < row.priceCents;

/** What the next renewal charges: the lower plan's price when a move down waits for it. */
export const nextChargeCents = (row: Prices) => (movingDown(row) ? row.pendingPriceCents! : row.priceCents);
