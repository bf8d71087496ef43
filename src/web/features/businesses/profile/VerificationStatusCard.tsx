import { BadgeCheck, Clock, RotateCcw } from 'lucide-react';
import { formatDate } from '../../../../shared/dates';
import { normalizeVerificationStatus } from '../../../../shared/labels';
import type { Business } from '../../../../shared/schemas/business';
import { VerificationBadge } from '../../../components/StatusBadges';
import { Card } from '../../../components/ui/Card';

const NOTES = {
  waiting: {
    icon: Clock,
    text: 'Verified businesses get priority in matching with teams. Our local market manager will contact you within 24-48 hours.',
  },
  listed: { icon: BadgeCheck, text: 'Your business is verified and teams can find it.' },
  rejected: {
    icon: RotateCcw,
    text: 'Your registration was not approved. Update your profile and save it to send it for review again.',
  },
} as const;

/** The Verification Status section: the badge, and what it means for the business. */
export function VerificationStatusCard({ business }: { business: Business }) {
  const status = normalizeVerificationStatus(business.verificationStatus);
  const note =
    NOTES[
      status === 'approved' || status === 'verified'
        ? 'listed'
        : status === 'rejected'
          ? 'rejected'
          : 'waiting'
    ];
  const Icon = note.icon;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="verification-status">
        <div className="flex items-center justify-between gap-3">
          <h2 id="verification-status" className="text-lg font-bold">
            Verification Status
          </h2>
          <VerificationBadge status={status} />
        </div>
        <p className="mt-3 flex gap-2 text-sm text-slate-700">
          <Icon className="mt-0.5 size-4 shrink-0 text-navy" aria-hidden />
          {note.text}
        </p>
        <p className="mt-4 border-slate-200 border-t pt-3 text-sm text-slate-500">
          Registered {formatDate(business.createdAt)}
        </p>
      </section>
    </Card>
  );
}
