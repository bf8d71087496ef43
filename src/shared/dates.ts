// By hand rather than with Intl.DateTimeFormat (en-US 'Mar 5, 2026'): numbers.ts says why.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A moment ('2026-03-05T17:00:00Z') as 'Mar 5, 2026' in the viewer's time zone. */
export function formatDate(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** A calendar date ('2026-03-05', no time) as 'Mar 5, 2026', whatever the viewer's time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
