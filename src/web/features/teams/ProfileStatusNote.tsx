import { CircleAlert, CircleCheck, Hourglass } from 'lucide-react';
import { isListed, normalizeVerificationStatus } from '../../../shared/labels';

/** What the team's verification status means for the owner, above the profile form. */
export function ProfileStatusNote({ status }: { status: string }) {
  const known = normalizeVerificationStatus(status);
  if (isListed(known)) {
    return (
      <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-field/30 bg-green-50 px-4 py-3 text-field">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        Your team is verified. Sponsors can find it on Homefield.
      </p>
    );
  }
  if (known === 'rejected') {
    return (
      <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-4 py-3 text-danger">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        Your profile was not approved. Update it and save your changes to send it for review again.
      </p>
    );
  }
  return (
    <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-amber/30 bg-amber-bg px-4 py-3 text-amber">
      <Hourglass className="mt-0.5 size-5 shrink-0" aria-hidden />
      Your profile is under review. Verified teams get priority in sponsor matching.
    </p>
  );
}
