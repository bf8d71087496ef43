/*
 * A monthly donation's calendar: each month is charged on the day of the month it began, or on the last day
 * of a shorter month.
 */

/** `months` calendar months after `from` (UTC), on the same day or the month's last: Jan 31 -> Feb 28. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** The first charge day on the gift's anchor (the day of the month it began) strictly after `after`. */
export function nextAnchorAfter(firstPaidAt: Date, after: Date): Date {
  let months = 1;
  while (addMonths(firstPaidAt, months) <= after) months += 1;
  return addMonths(firstPaidAt, months);
}
