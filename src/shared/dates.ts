const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A moment ('2026-03-05T17:00:00Z') as 'Mar 5, 2026' in the viewer's time zone. */
export function formatDate(iso: string | Date): string {
  return day.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A calendar date ('2026-03-05', no time) as 'Mar 5, 2026', whatever the viewer's time zone. */
export function formatCalendarDate(isoDate: string): string {
  return dayUtc.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
