import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { SessionUser } from '../../shared/schemas/auth';
import type { SandboxAction, SandboxActionResponse, SandboxSessionView } from '../../shared/schemas/payments';
import { clockOf } from '../core/clock';
import type { Deps } from '../core/deps';
import { AppError, notFound, unauthorized } from '../core/errors';
import { type SandboxSessionStatus, sandboxCheckoutSessions } from '../db/schema';
import type { FulfilContext } from './changes';
import { afterPaymentEvent, applyPaymentEvent } from './fulfil';
import type { CheckoutMetadata, PaymentChange } from './provider';
import { paymentProviderOf } from './provider-of';
import { bookSandboxCharge } from './sandbox-book';

/* The sandbox provider's checkout page: what it shows, and its Pay, Decline card and Cancel buttons. */

const SESSION_NOT_FOUND = 'Checkout not found';

function sandboxOnly(deps: Deps): void {
  // With Stripe configured, no pretend payment may ever complete anything.
  if (paymentProviderOf(deps).name !== 'sandbox') throw notFound(SESSION_NOT_FOUND);
}

/** The session, if the caller may see it: anyone for an open link, only the payer for a bound one. */
async function visibleSession(deps: Deps, id: string, user: SessionUser | null) {
  sandboxOnly(deps);
  const [session] = await deps.database.db
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, id));
  if (!session) throw notFound(SESSION_NOT_FOUND);
  if (session.payerUserId) {
    if (!user) throw unauthorized();
    if (user.id !== session.payerUserId) throw notFound(SESSION_NOT_FOUND);
  }
  return session;
}

/** An open session past its time reads as expired, whether or not the expiry job has been by. */
function effectiveStatus(
  session: { status: SandboxSessionStatus; expiresAt: Date },
  now: Date,
): SandboxSessionStatus {
  return session.status === 'open' && session.expiresAt <= now ? 'expired' : session.status;
}

export async function viewSandboxSession(
  deps: Deps,
  id: string,
  user: SessionUser | null,
): Promise<SandboxSessionView> {
  const session = await visibleSession(deps, id, user);
  return {
    id: session.id,
    status: effectiveStatus(session, clockOf(deps).now()),
    mode: session.mode,
    amountCents: session.amountCents,
    productName: session.productName,
    description: session.description,
    payeeName: session.payeeName,
    expiresAt: session.expiresAt.toISOString(),
    successUrl: session.successUrl,
    cancelUrl: session.cancelUrl,
  };
}

const OUTCOMES = { pay: 'paid', decline: 'declined', cancel: 'cancelled' } as const;

/** A pretend provider id: as unguessable as Stripe's. */
const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** What each button means, in the words a Stripe event would say it. */
function changeOf(
  action: SandboxAction,
  session: { id: string; mode: 'payment' | 'subscription'; metadata: CheckoutMetadata },
  paymentId: string | null,
): PaymentChange {
  const { id: sessionId, metadata } = session;
  if (action === 'pay') {
    // A monthly donation's subscription: the renewal job (renewals.ts) charges its later months.
    const subscriptionId = session.mode === 'subscription' ? sandboxId('sbx_sub') : null;
    return { kind: 'checkout_paid', sessionId, paymentId, metadata, subscriptionId };
  }
  if (action === 'decline') return { kind: 'checkout_failed', sessionId, metadata };
  return { kind: 'checkout_closed', reason: 'cancelled', sessionId, metadata };
}

/**
 * Pay, decline or cancel, once: the session moves out of 'open' by a conditional UPDATE, and fulfilment
 * runs in the same transaction, exactly as a Stripe event would be processed.
 */
export async function actOnSandboxSession(
  deps: Deps,
  id: string,
  action: SandboxAction,
  user: SessionUser | null,
  context: FulfilContext,
): Promise<SandboxActionResponse> {
  const session = await visibleSession(deps, id, user);
  const now = clockOf(deps).now();
  const current = effectiveStatus(session, now);
  if (current === 'expired') {
    throw new AppError(409, 'CHECKOUT_EXPIRED', 'This checkout has expired. Please start again.');
  }
  const status = OUTCOMES[action];
  const paymentId = action === 'pay' ? sandboxId('sbx_pi') : null;
  const moved = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status, paymentId, completedAt: now })
      .where(
        and(
          eq(sandboxCheckoutSessions.id, id),
          eq(sandboxCheckoutSessions.status, 'open'),
          gt(sandboxCheckoutSessions.expiresAt, now),
        ),
      )
      .returning({ id: sandboxCheckoutSessions.id });
    if (!row) return null;
    if (paymentId) await bookSandboxCharge(tx, paymentId, session.amountCents, now);
    return applyPaymentEvent(
      tx,
      deps,
      {
        provider: 'sandbox',
        id: `${id}:${action}`,
        type: `sandbox.${action}`,
        change: changeOf(action, session, paymentId),
      },
      context,
    );
  });
  if (!moved) return repeatedAction(deps, id, action, session);
  afterPaymentEvent(deps, 'sandbox', moved);
  return outcomeOf(action, session);
}

function outcomeOf(
  action: SandboxAction,
  session: { successUrl: string; cancelUrl: string },
): SandboxActionResponse {
  return {
    status: OUTCOMES[action],
    redirectUrl: action === 'pay' ? session.successUrl : action === 'cancel' ? session.cancelUrl : null,
  };
}

const FINISHED: Record<Exclude<SandboxSessionStatus, 'open'>, string> = {
  paid: 'This checkout is already paid.',
  declined: 'The card was declined for this checkout. Please start again.',
  cancelled: 'This checkout was cancelled. Please start again.',
  expired: 'This checkout has expired. Please start again.',
};

/**
 * The session left 'open' before this press: the same button pressed again (a double press, a second tab)
 * gets the first press's outcome; another button is told what already happened.
 */
async function repeatedAction(
  deps: Deps,
  id: string,
  action: SandboxAction,
  session: { successUrl: string; cancelUrl: string },
): Promise<SandboxActionResponse> {
  const [now] = await deps.database.db
    .select({ status: sandboxCheckoutSessions.status })
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, id));
  if (now?.status === OUTCOMES[action]) return outcomeOf(action, session);
  const finished = now && now.status !== 'open' ? now.status : 'expired';
  throw new AppError(409, 'CHECKOUT_CLOSED', FINISHED[finished]);
}
