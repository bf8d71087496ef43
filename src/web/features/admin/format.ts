import { formatCents } from '../../../shared/money';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 5, 2026, 5:00 PM' in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** '$500 – $1,500' when both ends exist, else null (spec: a budget range only when min and max exist). */
export function centsRange(min: number | null, max: number | null): string | null {
  return min != null && max != null ? `${formatCents(min)} – ${formatCents(max)}` : null;
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
