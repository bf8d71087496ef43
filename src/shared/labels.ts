import {
  CONTACT_TYPES,
  LISTED_STATUSES,
  MATCH_STATUS_LABELS,
  type MatchStatus,
  PRIMARY_GOALS,
  TEAM_ROLES,
  VERIFICATION_STATUS_LABELS,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from './constants';

/** 'auto_dealer' -> 'Auto Dealer': underscores become spaces and every word starts with a capital. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** Each item of a list, humanized and joined for display. */
export function humanizeList(values: readonly string[] | null | undefined, separator = ', '): string {
  return (values ?? []).map(humanize).filter(Boolean).join(separator);
}

/** Any stored value as a known status: unknown or missing values count as pending (spec part 2, section 4). */
export function normalizeVerificationStatus(value: string | null | undefined): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as VerificationStatus)
    : 'pending';
}

/** 'Pending Review', 'Under Review', 'Approved', 'Verified', 'Rejected'; unknown -> 'Pending Review'. */
export function verificationStatusLabel(value: string | null | undefined): string {
  return VERIFICATION_STATUS_LABELS[normalizeVerificationStatus(value)];
}

/** Approved and verified are the same thing to everyone but the admin (DECISIONS). */
export function isListed(value: string | null | undefined): boolean {
  return (LISTED_STATUSES as readonly string[]).includes(value ?? '');
}

/** Match status label; any other value is shown as it is. */
export function matchStatusLabel(value: string): string {
  return value in MATCH_STATUS_LABELS ? MATCH_STATUS_LABELS[value as MatchStatus] : value;
}

/** 'head_coach' -> 'Head Coach'; unknown values humanized. */
export function teamRoleLabel(value: string | null | undefined): string {
  return TEAM_ROLES.find((r) => r.value === value)?.label ?? humanize(value);
}

/** The phrase of a business's primary goal code; unknown values humanized. */
export function primaryGoalLabel(value: string | null | undefined): string {
  return PRIMARY_GOALS.find((g) => g.value === value)?.label ?? humanize(value);
}

/** Sponsorship status, payment status, contact type, business type...: humanized codes. */
export function statusLabel(value: string | null | undefined): string {
  return humanize(value);
}

export function contactTypeLabel(value: string | null | undefined): string {
  return (CONTACT_TYPES as readonly string[]).includes(value ?? '') ? humanize(value) : 'Other';
}
