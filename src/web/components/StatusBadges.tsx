import {
  matchStatusLabel,
  normalizeVerificationStatus,
  statusLabel,
  verificationStatusLabel,
} from '../../shared/labels';
import { Badge, type BadgeTone } from './ui/Badge';

/** Spec colours: active/paid green, pending yellow, completed blue, failed red; anything else neutral. */
const SPONSORSHIP_TONES: Record<string, BadgeTone> = {
  active: 'paid',
  pending: 'pending',
  completed: 'completed',
  cancelled: 'neutral',
};
const PAYMENT_TONES: Record<string, BadgeTone> = { paid: 'paid', pending: 'pending', failed: 'failed' };
const VERIFICATION_TONES: Record<string, BadgeTone> = {
  approved: 'paid',
  verified: 'paid',
  pending: 'pending',
  under_review: 'completed',
  rejected: 'failed',
};

export function SponsorshipStatusBadge({ status }: { status: string }) {
  return <Badge tone={SPONSORSHIP_TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>{`Payment ${statusLabel(status).toLowerCase()}`}</Badge>
  );
}

export function VerificationBadge({ status }: { status: string }) {
  const known = normalizeVerificationStatus(status);
  return <Badge tone={VERIFICATION_TONES[known] ?? 'pending'}>{verificationStatusLabel(known)}</Badge>;
}

/** Active Partnership green, Not Matched red, the steps in between blue, waiting yellow. */
const MATCH_TONES: Record<string, BadgeTone> = {
  APPROVED: 'paid',
  REJECTED: 'failed',
  INTRO_SENT: 'completed',
  SPONSOR_APPROVED: 'completed',
  TEAM_APPROVED: 'completed',
};

export function MatchStatusBadge({ status }: { status: string }) {
  return <Badge tone={MATCH_TONES[status] ?? 'pending'}>{matchStatusLabel(status)}</Badge>;
}
