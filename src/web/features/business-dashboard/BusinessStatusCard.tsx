import { Hourglass, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { isListed, normalizeVerificationStatus } from '../../../shared/labels';
import type { BusinessDashboard } from '../../../shared/schemas/business-dashboard';
import { VerificationBadge } from '../../components/StatusBadges';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/**
 * Where the business stands with our review: nothing to say once it is approved (the header shows the
 * badge), a note while it waits, and the way forward when it was turned down.
 */
export function BusinessStatusCard({ business }: { business: BusinessDashboard['business'] }) {
  if (isListed(business.verificationStatus)) return null;
  const rejected = normalizeVerificationStatus(business.verificationStatus) === 'rejected';
  return (
    <Card
      className={`flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between ${
        rejected ? 'border-danger/30!' : 'border-gold/60! bg-amber-bg/50!'
      }`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full ${
            rejected ? 'bg-red-50 text-danger' : 'bg-white text-amber'
          }`}
          aria-hidden
        >
          {rejected ? <ShieldAlert className="size-5" /> : <Hourglass className="size-5" />}
        </span>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">
              {rejected ? 'Registration not approved' : 'Your business is under review'}
            </h2>
            <VerificationBadge status={business.verificationStatus} />
          </div>
          <p className="mt-1 text-slate-700">
            {rejected
              ? 'Please check your business profile. Our local market manager can help you resubmit.'
              : 'Our local market manager will contact you within 24-48 hours. Verified businesses get priority in matching.'}
          </p>
        </div>
      </div>
      {rejected && (
        <Link to="/business-profile" className={`${buttonClasses('secondary')} shrink-0`}>
          Review profile
        </Link>
      )}
    </Card>
  );
}
