import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * What counts as raised (the team dashboard's Total Raised, docs/decisions/0006-money-figures.md): a gift
 * whose payment succeeded (a full refund or a failure moves it out), and a sponsorship paid and not taken
 * back, each for what is left of it after partial refunds (countedCents).
 * Written as SQL over the aliases d (player_donations) and s (sponsorships).
 */
export const COUNTED_DONATION = sql`d.status = 'succeeded'`;
export const COUNTED_SPONSORSHIP = sql`s.payment_status = 'paid' and s.status in ('active', 'completed')`;

/**
 * What a payment still counts for once its refunds are out: its amount less what the ledger shows returned
 * of it (one lookup on the ledger's index by payment). A refund takes from the gift or the tier's price
 * first and from the fees a donor covered last, so a partly refunded gift counts what is left of it.
 * `row` names the payment's table or alias in the statement.
 */
export function countedCents(kind: 'donation' | 'sponsorship', row: string): SQL {
  return sql`greatest(${sql.raw(row)}.amount - ${refundedCents(kind, row)}, 0)`;
}

/** Everything the ledger shows returned of the payment in `row` (its table or alias in the statement). */
export function refundedCents(kind: 'donation' | 'sponsorship', row: string): SQL {
  const column = sql.raw(kind === 'donation' ? 'donation_id' : 'sponsorship_id');
  return sql`coalesce((select -sum(l.amount) from ledger_entries l where l.${column} = ${sql.raw(row)}.id and l.kind = 'refund'), 0)`;
}
export const DONATION_CENTS = countedCents('donation', 'd');
export const SPONSORSHIP_CENTS = countedCents('sponsorship', 's');

/** When the money came in: a payment's own time, else when its row was made (a sponsor added by hand). */
export const DONATION_PAID_AT = sql`coalesce(d.paid_at, d.created_at)`;
export const SPONSORSHIP_PAID_AT = sql`coalesce(s.paid_at, s.created_at)`;
export const MANUAL_SPONSOR_AT = sql`m.created_at`;

/**
 * Money counts in the season that was current when it came in (docs/decisions/0027-money-by-season.md):
 * after the team's last rollover, or ever for a team that never rolled over. `teamId` is a value or SQL
 * naming the team of the whole statement, so the last rollover is read once, not once a row.
 */
export function inCurrentSeason(paidAt: SQL, teamId: SQLWrapper | string): SQL {
  return sql`${paidAt} > coalesce((select max(ts.archived_at) from team_seasons ts where ts.team_id = ${teamId}), '-infinity'::timestamptz)`;
}

/** A gift that counts in the team's current season. */
export const donationCountsThisSeason = (teamId: SQLWrapper | string) =>
  sql`${COUNTED_DONATION} and ${inCurrentSeason(DONATION_PAID_AT, teamId)}`;

/** A sponsorship that counts in the team's current season. */
export const sponsorshipCountsThisSeason = (teamId: SQLWrapper | string) =>
  sql`${COUNTED_SPONSORSHIP} and ${inCurrentSeason(SPONSORSHIP_PAID_AT, teamId)}`;

/** A sponsor added by hand that counts in the team's current season. */
export const manualSponsorCountsThisSeason = (teamId: SQLWrapper | string) =>
  inCurrentSeason(MANUAL_SPONSOR_AT, teamId);

/** Distinct donors: one per email (any case), and each gift without an email as one. */
export const SUPPORTERS = sql`(count(distinct lower(d.donor_email)) + count(*) filter (where d.donor_email is null))`;
