import { z } from 'zod';
import { REFUND_KINDS } from './refunds';

/*
 * A chargeback or an inquiry opened at the card issuer against a payment (issue 20), with Stripe's statuses:
 * the warning_* ones are inquiries, the rest chargebacks.
 */
export const DISPUTE_STATUSES = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
  'prevented',
] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** The outcomes that give the amount back to the team. */
export const DISPUTE_RETURNED: readonly DisputeStatus[] = ['won', 'warning_closed', 'prevented'];
/** The outcomes that end a dispute. */
export const DISPUTE_CLOSED: readonly DisputeStatus[] = [...DISPUTE_RETURNED, 'lost'];

/** What the sandbox's card issuer can do to a payment: open a chargeback, then decide it. */
export const SANDBOX_DISPUTE_STEPS = ['needs_response', 'won', 'lost'] as const;

/** POST /api/admin/sandbox/disputes: the sandbox stands in for a card issuer (admin, sandbox only). */
export const sandboxDisputeSchema = z
  .object({
    kind: z.enum(REFUND_KINDS, { error: 'Choose a sponsorship or a gift' }),
    id: z.uuid({ error: 'Payment not found' }),
    status: z.enum(SANDBOX_DISPUTE_STEPS, { error: 'Choose what the card issuer does' }),
  })
  .strict();
export type SandboxDisputeInput = z.infer<typeof sandboxDisputeSchema>;
