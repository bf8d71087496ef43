import { sql } from 'drizzle-orm';

/*
 * What counts as raised (the team dashboard's Total Raised, docs/decisions/0006-money-figures.md): a gift
 * whose payment succeeded (a refund or a failure moves it out), and a sponsorship paid and not taken back.
 * Written as SQL over the aliases d (player_donations) and s (sponsorships).
 */
export const COUNTED_DONATION = sql`d.status = 'succeeded'`;
export const COUNTED_SPONSORSHIP = sql`s.payment_status = 'paid' and s.status in ('active', 'completed')`;

/** Distinct donors: one per email (any case), and each gift without an email as one. */
export const SUPPORTERS = sql`(count(distinct lower(d.donor_email)) + count(*) filter (where d.donor_email is null))`;
