import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { BusinessType, PrimaryGoal, TeamRole, VerificationStatus } from '../../../shared/constants';
import { platformFeeBps, processingFeeCents } from '../../../shared/fees';
import { PLANS, paidUntil } from '../../../shared/plans';
import { nextPlayerNumber, playerUrlSlug, slugify, uniqueSlug } from '../../../shared/slug';
import { hashPassword } from '../../auth/passwords';
import type { Deps } from '../../core/deps';
import { recordPayment } from '../../payments/ledger';
import { bookSandboxCharge } from '../../payments/sandbox-book';
import {
  businesses,
  leagues,
  leagueTiers,
  manualSponsors,
  matches,
  messages,
  offers,
  planInvoices,
  planSubscriptions,
  playerContacts,
  playerDonations,
  sponsorClicks,
  sponsorships,
  sponsorshipTiers,
  teamNeeds,
  teamPageViews,
  teamPlayers,
  teams,
  userRoles,
  users,
} from '../schema';
import { seedDemoPayouts } from './demo-payouts';

export const DEMO_PASSWORD = 'Homefield!2026';
export const DEMO_LOGINS = {
  team: 'coach@demo.homefield.local',
  business: 'owner@demo.homefield.local',
} as const;

/** Demo data for a database that has none: never touches a database that already has users. */
/** The sandbox's own record of a demo payment, so the reconciliation finds both sides of it. */
async function bookDemoCharge(
  tx: Parameters<typeof recordPayment>[0],
  row: { provider: string | null; providerPaymentId: string | null; paidAt: Date | null },
  chargedCents: number,
) {
  if (row.provider !== 'sandbox' || !row.providerPaymentId || !row.paidAt) return;
  await bookSandboxCharge(tx, row.providerPaymentId, chargedCents, row.paidAt);
}

/**
 * A plan bought last month through the sandbox: Team Pro for the demo team, Featured Sponsor for the demo
 * business, the League Plan for the demo coach's league (the rest stay on Free).
 */
async function seedDemoPlan(
  tx: Parameters<typeof recordPayment>[0],
  account: { teamId: string } | { businessId: string } | { leagueId: string },
  planId: 'team_pro' | 'featured_sponsor' | 'league',
  now: Date,
) {
  const plan = PLANS[planId];
  const startedAt = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const key = Object.values(account)[0]!.slice(0, 8);
  const [subscription] = await tx
    .insert(planSubscriptions)
    .values({
      ...account,
      plan: plan.id,
      priceCents: plan.priceCents,
      provider: 'sandbox',
      status: 'active',
      checkoutExpiresAt: startedAt,
      subscriptionId: `sbx_sub_demo_${key}`,
      startedAt,
      periodsPaid: 1,
      paidUntil: paidUntil(startedAt, plan.interval!, 1),
    })
    .returning({ id: planSubscriptions.id });
  const paymentId = `sbx_in_demo_${key}`;
  await tx.insert(planInvoices).values({
    subscriptionRowId: subscription!.id,
    plan: plan.id,
    provider: 'sandbox',
    paymentId,
    amountCents: plan.priceCents,
    processingFeeCents: processingFeeCents(plan.priceCents),
    period: 1,
    paidAt: startedAt,
  });
  await bookSandboxCharge(tx, paymentId, plan.priceCents, startedAt);
}

/** The demo coach also runs a league on the League Plan, with their team and two others in it. */
async function seedDemoLeague(
  tx: Parameters<typeof recordPayment>[0],
  data: ReturnType<typeof buildDemoData>,
  now: Date,
) {
  const owner = data.users.find((user) => user.email === DEMO_LOGINS.team)!;
  const [league] = await tx
    .insert(leagues)
    .values({
      slug: 'portland-youth-sports-league',
      name: 'Portland Youth Sports League',
      contactEmail: DEMO_LOGINS.team,
      description: 'Neighbourhood teams across Portland, from Little League to U14 travel soccer.',
      brandColor: '#1F6FEB',
      ownerId: owner.id!,
    })
    .returning({ id: leagues.id });
  const members = [
    DEMO_LOGINS.team,
    'kevin.tran@demo.homefield.local',
    'derrick.holmes@demo.homefield.local',
  ];
  await tx.update(teams).set({ leagueId: league!.id }).where(inArray(teams.contactEmail, members));
  await seedDemoPlan(tx, { leagueId: league!.id }, 'league', now);
  await tx.insert(leagueTiers).values([
    {
      leagueId: league!.id,
      name: 'League Partner',
      amount: 150_000,
      description: 'Your business beside every team of the league for the whole season.',
      benefits: [
        'Logo on every team page',
        'Banner at the league tournament',
        'Thank-you post from each team',
      ],
    },
    {
      leagueId: league!.id,
      name: 'Season Supporter',
      amount: 45_000,
      benefits: ['Name on every team page', 'Shout-out at the season finale'],
    },
  ]);
}

export async function seedDemoIfEmpty(deps: Deps): Promise<void> {
  const { database, logger } = deps;
  const { db } = database;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const data = buildDemoData(passwordHash, now);
  await db.transaction(async (tx) => {
    await tx.insert(users).values(data.users);
    await tx.insert(userRoles).values(data.roles);
    await tx.insert(teams).values(data.teams);
    await tx.insert(businesses).values(data.businesses);
    await tx.insert(sponsorshipTiers).values(data.tiers);
    await tx.insert(teamPlayers).values(data.players);
    await tx.insert(playerContacts).values(data.contacts);
    const sold = await tx.insert(sponsorships).values(data.sponsorships).returning();
    await tx.insert(messages).values(data.messages);
    await tx.insert(manualSponsors).values(data.manualSponsors);
    const given = await tx.insert(playerDonations).values(data.donations).returning();
    // The demo's money is in the ledger as if it had been paid through the sandbox.
    for (const row of sold.filter((r) => r.paidAt)) {
      await recordPayment(tx, {
        teamId: row.teamId,
        source: { sponsorshipId: row.id },
        provider: row.provider,
        paymentId: row.providerPaymentId,
        occurredAt: row.paidAt!,
        amountCents: row.amount,
        coverCents: 0,
        platformFeeBps: row.platformFeeBps,
      });
      await bookDemoCharge(tx, row, row.amount);
    }
    for (const row of given) {
      await recordPayment(tx, {
        teamId: row.teamId,
        source: { donationId: row.id },
        provider: row.provider,
        paymentId: row.providerPaymentId,
        occurredAt: row.paidAt!,
        amountCents: row.amount,
        coverCents: row.coveredFees,
        platformFeeBps: row.platformFeeBps,
      });
      await bookDemoCharge(tx, row, row.amount + row.coveredFees);
    }
    await tx.insert(teamNeeds).values(data.teamNeeds);
    await tx.insert(matches).values(data.matches);
    await tx.insert(offers).values(data.offers);
    await seedDemoPlan(
      tx,
      { teamId: data.teams.find((team) => team.contactEmail === DEMO_LOGINS.team)!.id! },
      'team_pro',
      now,
    );
    const demoBusiness = data.businesses.find((b) => b.businessEmail === DEMO_LOGINS.business);
    await seedDemoPlan(tx, { businessId: demoBusiness!.id! }, 'featured_sponsor', now);
    await seedDemoLeague(tx, data, now);
    const impact = demoImpact(data.sponsorships, now);
    if (impact.views.length > 0) await tx.insert(teamPageViews).values(impact.views);
    if (impact.clicks.length > 0) await tx.insert(sponsorClicks).values(impact.clicks);
  });
  await seedDemoPayouts(deps, DEMO_LOGINS.team, now);
  logger.info(
    { team: DEMO_LOGINS.team, business: DEMO_LOGINS.business, password: DEMO_PASSWORD },
    `Demo data loaded. Sign in as ${DEMO_LOGINS.team} (team) or ${DEMO_LOGINS.business} (business), password ${DEMO_PASSWORD}`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// The demo world

interface TeamSeed {
  name: string;
  sport: string;
  ageGroup: string;
  location: string;
  league: string;
  district: string;
  coach: string;
  role: TeamRole;
  /** Owner's login; DEMO_LOGINS.team for the demo team. */
  email: string;
  phone: string;
  players: number;
  /** Bronze price in cents; Silver is twice, Gold four times. */
  bronzeCents: number;
  status: VerificationStatus;
  description: string;
  achievements: string;
  budgetRange: string;
  /** One player without a jersey number (gets a sequence number for its URL). */
  unnumberedPlayer?: boolean;
}

const TEAM_SEEDS: TeamSeed[] = [
  {
    name: 'Rose City Strikers U12',
    sport: 'Soccer',
    ageGroup: 'Under 12',
    location: 'Portland, OR',
    league: 'Oregon Youth Soccer League',
    district: 'Portland Public Schools',
    coach: 'Maria Alvarez',
    role: 'head_coach',
    email: DEMO_LOGINS.team,
    phone: '(503) 555-0142',
    players: 14,
    bronzeCents: 25_000,
    status: 'approved',
    description:
      'A competitive U12 girls soccer club from North Portland. We play in the OYSL fall and spring seasons and travel to two regional tournaments a year.',
    achievements: '2025 OYSL Fall Division 2 champions; Tualatin Valley Cup semi-finalists.',
    budgetRange: '$2,500 - $5,000',
    unnumberedPlayer: true,
  },
  {
    name: 'Eastside Hoopers',
    sport: 'Basketball',
    ageGroup: 'Under 14',
    location: 'Portland, OR',
    league: 'Portland Metro Youth Basketball',
    district: 'David Douglas School District',
    coach: 'Derrick Holmes',
    role: 'head_coach',
    email: 'derrick.holmes@demo.homefield.local',
    phone: '(503) 555-0177',
    players: 10,
    bronzeCents: 20_000,
    status: 'approved',
    description:
      'Boys U14 travel basketball focused on fundamentals, defense and good grades. Every player keeps a homework log.',
    achievements: 'Spring Jam tournament runners-up; 3 players selected for the state development camp.',
    budgetRange: '$1,000 - $2,500',
  },
  {
    name: 'Bridgetown Bulldogs',
    sport: 'Baseball',
    ageGroup: 'Under 10',
    location: 'Portland, OR',
    league: 'Portland Little League',
    district: 'Reynolds School District',
    coach: 'Kevin Tran',
    role: 'team_manager',
    email: 'kevin.tran@demo.homefield.local',
    phone: '(503) 555-0119',
    players: 12,
    bronzeCents: 15_000,
    status: 'approved',
    description: 'Little League baseball for 9 and 10 year-olds. Lots of smiles, a few home runs.',
    achievements: 'District sportsmanship award 2025.',
    budgetRange: '$500 - $1,000',
  },
  {
    name: 'Austin Lonestar FC',
    sport: 'Soccer',
    ageGroup: 'Under 10',
    location: 'Austin, TX',
    league: 'Lonestar Soccer Alliance',
    district: 'Austin ISD',
    coach: 'Sofia Ramirez',
    role: 'head_coach',
    email: 'sofia.ramirez@demo.homefield.local',
    phone: '(512) 555-0164',
    players: 13,
    bronzeCents: 20_000,
    status: 'approved',
    description: 'Co-ed U10 soccer from East Austin. We keep fees low so every kid on the block can play.',
    achievements: 'Undefeated 2025 spring season.',
    budgetRange: '$1,000 - $2,500',
    unnumberedPlayer: true,
  },
  {
    name: 'Barton Creek Volleyball Club',
    sport: 'Volleyball',
    ageGroup: 'Under 16',
    location: 'Austin, TX',
    league: 'Lone Star Region Volleyball',
    district: 'Eanes ISD',
    coach: 'Jenna Whitaker',
    role: 'head_coach',
    email: 'jenna.whitaker@demo.homefield.local',
    phone: '(512) 555-0188',
    players: 11,
    bronzeCents: 30_000,
    status: 'approved',
    description: 'Girls U16 club volleyball competing in the Lone Star Region power league.',
    achievements: 'Qualified for the 2026 regional championships.',
    budgetRange: '$5,000 - $10,000',
  },
  {
    name: 'South Austin Sluggers',
    sport: 'Baseball',
    ageGroup: 'Under 14',
    location: 'Austin, TX',
    league: 'Capital Area Youth Baseball',
    district: 'Austin ISD',
    coach: 'Marcus Bell',
    role: 'assistant_coach',
    email: 'marcus.bell@demo.homefield.local',
    phone: '(512) 555-0131',
    players: 15,
    bronzeCents: 25_000,
    status: 'approved',
    description: 'Select baseball for 13 and 14 year-olds preparing for high school ball.',
    achievements: 'Capital Area fall league champions 2025.',
    budgetRange: '$2,500 - $5,000',
  },
  {
    name: 'Scioto River Rapids',
    sport: 'Swimming',
    ageGroup: 'Under 14',
    location: 'Columbus, OH',
    league: 'Ohio Swimming Age Group Circuit',
    district: 'Columbus City Schools',
    coach: 'Laura Kim',
    role: 'head_coach',
    email: 'laura.kim@demo.homefield.local',
    phone: '(614) 555-0150',
    players: 12,
    bronzeCents: 15_000,
    status: 'approved',
    description: 'Age-group swim team training at the Westside rec center pool, six mornings a week.',
    achievements: '14 state qualifying times in 2025.',
    budgetRange: '$1,000 - $2,500',
  },
  {
    name: 'Buckeye Blaze Hockey',
    sport: 'Hockey',
    ageGroup: 'Under 16',
    location: 'Columbus, OH',
    league: 'Central Ohio Youth Hockey',
    district: 'Worthington City Schools',
    coach: 'Ryan McCarthy',
    role: 'head_coach',
    email: 'ryan.mccarthy@demo.homefield.local',
    phone: '(614) 555-0106',
    players: 14,
    bronzeCents: 35_000,
    status: 'approved',
    description: 'U16 AA travel hockey. Ice time is our biggest cost, and every sponsor helps us skate.',
    achievements: 'Central Ohio AA league finalists two years running.',
    budgetRange: 'Over $10,000',
  },
  {
    name: 'German Village Eagles',
    sport: 'Football',
    ageGroup: 'High School',
    location: 'Columbus, OH',
    league: 'Central Ohio Freshman Football',
    district: 'Columbus City Schools',
    coach: 'Andre Washington',
    role: 'head_coach',
    email: 'andre.washington@demo.homefield.local',
    phone: '(614) 555-0193',
    players: 15,
    bronzeCents: 30_000,
    status: 'approved',
    description: 'Freshman football program building strong players and stronger students.',
    achievements: 'Team GPA above 3.2 for three seasons.',
    budgetRange: '$5,000 - $10,000',
    unnumberedPlayer: true,
  },
  {
    name: 'Mile High Mustangs',
    sport: 'Football',
    ageGroup: 'Under 12',
    location: 'Denver, CO',
    league: 'Denver Metro Youth Football',
    district: 'Denver Public Schools',
    coach: 'Chris Morales',
    role: 'head_coach',
    email: 'chris.morales@demo.homefield.local',
    phone: '(303) 555-0127',
    players: 15,
    bronzeCents: 20_000,
    status: 'approved',
    description: 'Flag-to-tackle transition team for 11 and 12 year-olds, safety first.',
    achievements: 'Heads Up Football certified coaching staff.',
    budgetRange: '$2,500 - $5,000',
  },
  {
    name: 'Lakeview Lightning',
    sport: 'Basketball',
    ageGroup: 'Under 10',
    location: 'Chicago, IL',
    league: 'Chicago Park District Youth Basketball',
    district: 'Chicago Public Schools',
    coach: 'Tanya Brooks',
    role: 'parent_volunteer',
    email: 'tanya.brooks@demo.homefield.local',
    phone: '(312) 555-0138',
    players: 9,
    bronzeCents: 10_000,
    status: 'approved',
    description: 'Girls U10 park district basketball run by parent volunteers.',
    achievements: 'Most improved team, winter 2025.',
    budgetRange: 'Under $500',
  },
  {
    name: 'Queen City Track Club',
    sport: 'Track & Field',
    ageGroup: 'High School',
    location: 'Charlotte, NC',
    league: 'USATF Carolinas Junior Olympics',
    district: 'Charlotte-Mecklenburg Schools',
    coach: 'Simone Carter',
    role: 'fundraising_coordinator',
    email: 'simone.carter@demo.homefield.local',
    phone: '(704) 555-0172',
    players: 12,
    bronzeCents: 15_000,
    status: 'verified',
    description: 'Sprints, jumps and distance for high schoolers, with a summer Junior Olympics season.',
    achievements: '5 Junior Olympic national qualifiers in 2025.',
    budgetRange: '$2,500 - $5,000',
  },
  // The admin's approval queue.
  {
    name: 'Westside Wildcats',
    sport: 'Soccer',
    ageGroup: 'Under 8',
    location: 'Austin, TX',
    league: 'Austin Youth Soccer Association',
    district: 'Leander ISD',
    coach: 'Priya Natarajan',
    role: 'head_coach',
    email: 'priya.natarajan@demo.homefield.local',
    phone: '(512) 555-0110',
    players: 8,
    bronzeCents: 10_000,
    status: 'under_review',
    description: 'A brand-new U8 recreational team looking for its first sponsors.',
    achievements: 'First season!',
    budgetRange: 'Under $500',
  },
  {
    name: 'North Shore Netters',
    sport: 'Tennis',
    ageGroup: 'Under 14',
    location: 'Chicago, IL',
    league: 'USTA Midwest Junior Team Tennis',
    district: 'Evanston/Skokie District 65',
    coach: 'Daniel Novak',
    role: 'team_manager',
    email: 'daniel.novak@demo.homefield.local',
    phone: '(847) 555-0145',
    players: 8,
    bronzeCents: 15_000,
    status: 'pending',
    description: 'Junior team tennis for middle schoolers.',
    achievements: 'Sectional qualifiers 2025.',
    budgetRange: '$500 - $1,000',
  },
];

interface BusinessSeed {
  key: string;
  name: string;
  type: BusinessType;
  industry: string;
  contact: string;
  title: string;
  email: string;
  phone: string;
  address: string;
  serviceArea: string;
  website: string;
  description: string;
  products: string;
  goal: PrimaryGoal;
  sports: string[];
  ageGroups: string[];
  budgetMinCents: number;
  budgetMaxCents: number;
  perTeamCents: number;
  status: VerificationStatus;
}

const BUSINESS_SEEDS: BusinessSeed[] = [
  {
    key: 'demo',
    name: "Okafor's Stone Oven Pizza",
    type: 'restaurant',
    industry: 'Food & Beverage',
    contact: 'Sam Okafor',
    title: 'Owner',
    email: DEMO_LOGINS.business,
    phone: '(503) 555-0101',
    address: '2210 NE Alberta St, Portland, OR 97211',
    serviceArea: 'North and Northeast Portland',
    website: 'https://okaforpizza.example.com',
    description: 'Family-owned wood-fired pizzeria; team pizza nights are our favourite nights.',
    products: 'Wood-fired pizza, salads, catering for team events',
    goal: 'social_responsibility',
    sports: ['Soccer', 'Basketball', 'Baseball'],
    ageGroups: ['9-12 years', '13-15 years'],
    budgetMinCents: 100_000,
    budgetMaxCents: 500_000,
    perTeamCents: 50_000,
    status: 'approved',
  },
  {
    key: 'cascade',
    name: 'Cascade Auto Group',
    type: 'auto_dealer',
    industry: 'Automotive',
    contact: 'Linda Park',
    title: 'Marketing Director',
    email: 'linda.park@demo.homefield.local',
    phone: '(503) 555-0160',
    address: '8800 SE 82nd Ave, Portland, OR 97266',
    serviceArea: 'Portland metro area',
    website: 'https://cascadeauto.example.com',
    description: 'New and certified pre-owned vehicles, serving Portland families since 1987.',
    products: 'Vehicle sales, service and parts',
    goal: 'brand_awareness',
    sports: ['Any sport'],
    ageGroups: ['All ages welcome'],
    budgetMinCents: 500_000,
    budgetMaxCents: 2_500_000,
    perTeamCents: 100_000,
    status: 'approved',
  },
  {
    key: 'pediatrics',
    name: 'Hill Country Pediatrics',
    type: 'medical_practice',
    industry: 'Healthcare',
    contact: 'Dr. Rebecca Stone',
    title: 'Managing Partner',
    email: 'rebecca.stone@demo.homefield.local',
    phone: '(512) 555-0199',
    address: '4100 S Lamar Blvd, Austin, TX 78704',
    serviceArea: 'South and Central Austin',
    website: 'https://hillcountrypeds.example.com',
    description: 'Pediatric care and sports physicals for Austin kids.',
    products: 'Well-child visits, sports physicals, concussion screening',
    goal: 'customer_acquisition',
    sports: ['Soccer', 'Volleyball', 'Baseball'],
    ageGroups: ['5-8 years', '9-12 years', '13-15 years'],
    budgetMinCents: 200_000,
    budgetMaxCents: 800_000,
    perTeamCents: 40_000,
    status: 'approved',
  },
  {
    key: 'sporting',
    name: 'Riverside Sporting Goods',
    type: 'retail',
    industry: 'Retail',
    contact: 'Tom Becker',
    title: 'Store Manager',
    email: 'tom.becker@demo.homefield.local',
    phone: '(614) 555-0120',
    address: '1550 W Lane Ave, Columbus, OH 43221',
    serviceArea: 'Central Ohio',
    website: 'https://riversidesports.example.com',
    description: 'Central Ohio’s independent sporting goods store; team orders are our specialty.',
    products: 'Equipment, uniforms, team orders, skate sharpening',
    goal: 'customer_acquisition',
    sports: ['Hockey', 'Football', 'Swimming', 'Baseball'],
    ageGroups: ['9-12 years', '13-15 years', '16-18 years'],
    budgetMinCents: 300_000,
    budgetMaxCents: 1_200_000,
    perTeamCents: 70_000,
    status: 'approved',
  },
  {
    key: 'realty',
    name: 'Keystone Realty Partners',
    type: 'real_estate',
    industry: 'Real Estate',
    contact: 'Monica Reyes',
    title: 'Broker',
    email: 'monica.reyes@demo.homefield.local',
    phone: '(614) 555-0181',
    address: '600 S High St, Columbus, OH 43215',
    serviceArea: 'Columbus and suburbs',
    website: 'https://keystonerealty.example.com',
    description: 'Helping Columbus families find home, and cheering for their kids on the weekend.',
    products: 'Residential sales, relocation services',
    goal: 'brand_awareness',
    sports: ['Football', 'Basketball', 'Soccer'],
    ageGroups: ['13-15 years', '16-18 years'],
    budgetMinCents: 250_000,
    budgetMaxCents: 1_000_000,
    perTeamCents: 120_000,
    status: 'approved',
  },
  {
    key: 'credit-union',
    name: 'Lakeshore Community Credit Union',
    type: 'financial_services',
    industry: 'Financial Services',
    contact: 'James O’Neil',
    title: 'Community Relations Lead',
    email: 'james.oneil@demo.homefield.local',
    phone: '(312) 555-0114',
    address: '3300 N Broadway, Chicago, IL 60657',
    serviceArea: 'North Side Chicago',
    website: 'https://lakeshorecu.example.com',
    description: 'Member-owned credit union investing in the neighbourhoods we serve.',
    products: 'Checking, savings, youth accounts, auto and home loans',
    goal: 'employee_engagement',
    sports: ['Basketball', 'Tennis', 'Any sport'],
    ageGroups: ['All ages welcome'],
    budgetMinCents: 200_000,
    budgetMaxCents: 600_000,
    perTeamCents: 25_000,
    status: 'approved',
  },
  // The admin's approval queue.
  {
    key: 'dental',
    name: 'Bright Smile Family Dental',
    type: 'medical_practice',
    industry: 'Healthcare',
    contact: 'Dr. Aisha Rahman',
    title: 'Dentist and Owner',
    email: 'aisha.rahman@demo.homefield.local',
    phone: '(512) 555-0153',
    address: '9500 Research Blvd, Austin, TX 78759',
    serviceArea: 'North Austin',
    website: 'https://brightsmile.example.com',
    description: 'Family dentistry and custom mouthguards for young athletes.',
    products: 'Cleanings, orthodontics, sports mouthguards',
    goal: 'customer_acquisition',
    sports: ['Football', 'Hockey', 'Lacrosse'],
    ageGroups: ['9-12 years', '13-15 years'],
    budgetMinCents: 100_000,
    budgetMaxCents: 300_000,
    perTeamCents: 30_000,
    status: 'under_review',
  },
  {
    key: 'byteforge',
    name: 'ByteForge Computer Repair',
    type: 'technology',
    industry: 'Technology',
    contact: 'Ethan Cole',
    title: 'Founder',
    email: 'ethan.cole@demo.homefield.local',
    phone: '(303) 555-0166',
    address: '1400 Larimer St, Denver, CO 80202',
    serviceArea: 'Denver metro',
    website: 'https://byteforge.example.com',
    description: 'Laptop and phone repair, and coding camps for kids in the summer.',
    products: 'Repairs, managed IT for small businesses, youth coding camps',
    goal: 'marketing_objectives',
    sports: ['Football', 'Basketball'],
    ageGroups: ['13-15 years', '16-18 years'],
    budgetMinCents: 50_000,
    budgetMaxCents: 200_000,
    perTeamCents: 20_000,
    status: 'under_review',
  },
];

// biome-ignore format: a word list
const FIRST_NAMES = [
  'Ava', 'Liam', 'Mia', 'Noah', 'Sofia', 'Elijah', 'Isabella', 'Lucas', 'Amara', 'Mateo', 'Harper', 'Ethan',
  'Zoe', 'Jayden', 'Chloe', 'Diego', 'Layla', 'Caleb', 'Nora', 'Isaiah', 'Grace', 'Owen', 'Maya', 'Leo',
  'Aaliyah', 'Gabriel', 'Emma', 'Julian', 'Lily', 'Miles', 'Ruby', 'Theo', 'Camila', 'Jalen', 'Hazel', 'Kai',
];
// biome-ignore format: a word list
const LAST_NAMES = [
  'Nguyen', 'Johnson', 'Garcia', 'Smith', 'Patel', 'Williams', 'Martinez', 'Brown', 'Kim', 'Davis',
  'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Hernandez', 'Moore', 'Jackson', 'Lee', 'Walker', 'Young',
  'Robinson', 'Clark', 'Lewis', 'Hall', 'Allen', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson',
];
const PARENT_FIRST = [
  'Jessica',
  'Michael',
  'Angela',
  'David',
  'Rosa',
  'Brian',
  'Keisha',
  'Mark',
  'Elena',
  'Paul',
];
const DONORS = [
  ['Grandma Ruth', 'ruth.donor@example.com'],
  ['The Hendersons', 'hendersons@example.com'],
  ['Uncle Joe', null],
  ['Coach Pat', 'pat@example.com'],
  [null, null],
  ['Aunt Mei', 'mei@example.com'],
] as const;

/**
 * Views of the sponsored teams' pages over the last 60 days and visits to their sponsors' websites since
 * each sponsorship was paid, so the ROI dashboard has a season behind it (decision 0050).
 */
function demoImpact(sold: Insert<typeof sponsorships>[], now: Date) {
  const random = prng(50);
  const paid = sold.filter((s) => s.paidAt && s.paymentStatus === 'paid');
  const teamIds = [...new Set(paid.map((s) => s.teamId))];
  const days = Array.from({ length: 60 }, (_, i) => isoDate(new Date(now.getTime() - i * DAY_MS)));
  const views = teamIds.flatMap((teamId) =>
    days.map((day) => ({ teamId, day, views: 15 + Math.floor(random() * 60) })),
  );
  const pairs = new Map(paid.map((s) => [`${s.businessId} ${s.teamId}`, s]));
  const clicks = [...pairs.values()].flatMap((s) =>
    days
      .filter((day) => day >= isoDate(s.paidAt!))
      .map((day) => ({ businessId: s.businessId, teamId: s.teamId, day, clicks: Math.floor(random() * 4) }))
      .filter((row) => row.clicks > 0),
  );
  return { views, clicks };
}

/** A small deterministic generator, so the demo roster is the same on every start. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

const TIER_SHAPES = [
  {
    name: 'Bronze',
    factor: 1,
    spots: 10,
    logoPlacement: 'Social media posts',
    description: 'Show your support on our socials and at home games.',
    benefits: [
      'Logo on team social media posts',
      'Thank-you shout-out at a home game',
      'Sponsor certificate for your storefront',
    ],
  },
  {
    name: 'Silver',
    factor: 2,
    spots: 5,
    logoPlacement: 'Banners',
    description: 'Your logo on the banner at every game and on our website.',
    benefits: [
      'Everything in Bronze',
      'Logo on the team banner at every game',
      'Logo and link on the team website',
    ],
  },
  {
    name: 'Gold',
    factor: 4,
    spots: 2,
    logoPlacement: 'Uniforms',
    description: 'Our season sponsor: your logo on every uniform.',
    benefits: [
      'Everything in Silver',
      'Logo on the back of every uniform',
      'Framed team photo for your business',
      'Named sponsor of our season-end tournament',
    ],
  },
] as const;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface DemoData {
  users: Insert<typeof users>[];
  roles: Insert<typeof userRoles>[];
  teams: Insert<typeof teams>[];
  businesses: Insert<typeof businesses>[];
  tiers: Insert<typeof sponsorshipTiers>[];
  players: Insert<typeof teamPlayers>[];
  contacts: Insert<typeof playerContacts>[];
  sponsorships: Insert<typeof sponsorships>[];
  messages: Insert<typeof messages>[];
  manualSponsors: Insert<typeof manualSponsors>[];
  donations: Insert<typeof playerDonations>[];
  teamNeeds: Insert<typeof teamNeeds>[];
  matches: Insert<typeof matches>[];
  offers: Insert<typeof offers>[];
}

/** Every row of the demo, with ids made here so rows can point at each other before they are inserted. */
export function buildDemoData(passwordHash: string, now: Date): DemoData {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const data: DemoData = {
    users: [],
    roles: [],
    teams: [],
    businesses: [],
    tiers: [],
    players: [],
    contacts: [],
    sponsorships: [],
    messages: [],
    manualSponsors: [],
    donations: [],
    teamNeeds: [],
    matches: [],
    offers: [],
  };
  const seasonStart = isoDate(ago(30));
  const seasonEnd = isoDate(ago(-150));

  // Teams, their owners, tiers and rosters.
  const slugs = new Set<string>();
  const teamRefs = TEAM_SEEDS.map((seed, index) => {
    const userId = randomUUID();
    const teamId = randomUUID();
    const createdAt = ago(90 - index * 6);
    const listed = seed.status === 'approved' || seed.status === 'verified';
    const slug = uniqueSlug(slugify(seed.name), (s) => slugs.has(s));
    slugs.add(slug);
    const [city] = seed.location.split(',');
    data.users.push({
      id: userId,
      email: seed.email,
      passwordHash,
      fullName: seed.coach,
      phoneNumber: seed.phone,
      metadata: {
        full_name: seed.coach,
        phone_number: seed.phone,
        role: seed.role,
        organization_name: seed.name,
        user_type: 'team',
      },
      emailVerifiedAt: createdAt,
      createdAt,
    });
    data.roles.push({ userId, role: 'team', createdAt });
    data.teams.push({
      id: teamId,
      slug,
      name: seed.name,
      sport: seed.sport,
      ageGroup: seed.ageGroup,
      location: seed.location,
      description: seed.description,
      contactEmail: seed.email,
      contactPhone: seed.phone,
      coachName: seed.coach,
      coachBios: `${seed.coach} has coached youth ${seed.sport.toLowerCase()} in ${city} for ${4 + (index % 9)} years and holds a current safe-sport certification.`,
      teamSize: seed.players,
      leagueName: seed.league,
      schoolDistrict: seed.district,
      teamAchievements: seed.achievements,
      taxExemptStatus: index % 3 !== 2,
      legalName: index % 3 !== 2 ? `${seed.name} Booster Club` : null,
      ein: index % 3 !== 2 ? `93-${String(4_100_000 + index * 137).padStart(7, '0')}` : null,
      seasonStartDate: seasonStart,
      seasonEndDate: seasonEnd,
      partnershipTimeline: 'This season, with renewal next season',
      budgetRange: seed.budgetRange,
      budgetMinCents: seed.bronzeCents * 2,
      budgetMaxCents: seed.bronzeCents * 20,
      fundraisingGoalCents: seed.bronzeCents * 16,
      partnershipTypes: ['financial_sponsorship', ...(index % 2 === 0 ? ['in_kind_sponsorship'] : [])],
      teamOfferings: ['Logo on uniforms', 'Social media shout-outs', 'Banner at home games'],
      existingSponsors: index % 4 === 0 ? ['Neighborhood Hardware'] : [],
      socialMediaHandles: { instagram: `@${slug.replace(/-/g, '')}` },
      primaryGoal: 'Cover tournament fees and equipment',
      fundraisingGoals: `Raise $${((seed.bronzeCents * 16) / 100).toLocaleString('en-US')} for fees, travel and equipment this season.`,
      specialEvents: 'Season kickoff picnic; end-of-season awards night',
      seasonGoals:
        'Grow every player’s skills, win with sportsmanship, and finish in the top half of the league.',
      practiceSchedule: 'Tuesdays and Thursdays 5:30-7:00 pm; games on Saturdays',
      coachingStaff: `${seed.coach} (${seed.role === 'head_coach' ? 'head coach' : 'team lead'}), two parent assistant coaches`,
      verificationStatus: seed.status,
      approvedAt: listed ? new Date(createdAt.getTime() + DAY_MS) : null,
      createdBy: userId,
      userRole: seed.role,
      signupStep: seed.status === 'pending' ? 1 : 2,
      createdAt,
      updatedAt: createdAt,
    });

    const tierIds = TIER_SHAPES.map((shape) => {
      const id = randomUUID();
      data.tiers.push({
        id,
        teamId,
        name: shape.name,
        description: shape.description,
        amount: seed.bronzeCents * shape.factor,
        benefits: [...shape.benefits],
        logoPlacement: shape.logoPlacement,
        availableSpots: shape.spots,
        takenSpots: 0,
        createdAt,
      });
      return id;
    });

    const random = prng(index + 1);
    const numbers: number[] = [];
    const jerseys = new Set<number>();
    const playerIds: string[] = [];
    for (let p = 0; p < seed.players; p++) {
      let jersey: number | null = null;
      if (!(seed.unnumberedPlayer && p === seed.players - 1)) {
        do jersey = 1 + Math.floor(random() * 40);
        while (jerseys.has(jersey));
        jerseys.add(jersey);
      }
      const playerNumber = nextPlayerNumber(jersey, numbers);
      numbers.push(playerNumber);
      const firstName = pick(FIRST_NAMES, random);
      const lastName = pick(LAST_NAMES, random);
      const withParent = random() < 0.7;
      const id = randomUUID();
      playerIds.push(id);
      data.players.push({
        id,
        teamId,
        playerName: `${firstName} ${lastName}`,
        firstName,
        lastName,
        jerseyNumber: jersey,
        playerNumber,
        urlSlug: playerUrlSlug(slug, playerNumber),
        parentName: withParent ? `${pick(PARENT_FIRST, random)} ${lastName}` : null,
        parentEmail: withParent ? `${lastName.toLowerCase()}.family${index}${p}@example.com` : null,
        fundraisingGoalCents: 25_000,
        createdAt,
      });
    }
    return { seed, teamId, userId, slug, tierIds, playerIds, listed };
  });

  // Businesses and their owners.
  const businessRefs = new Map<string, { id: string; userId: string; seed: BusinessSeed }>();
  BUSINESS_SEEDS.forEach((seed, index) => {
    const userId = randomUUID();
    const id = randomUUID();
    const createdAt = ago(80 - index * 8);
    data.users.push({
      id: userId,
      email: seed.email,
      passwordHash,
      fullName: seed.contact,
      phoneNumber: seed.phone,
      metadata: {
        contact_name: seed.contact,
        contact_title: seed.title,
        phone_number: seed.phone,
        user_type: 'business',
      },
      emailVerifiedAt: createdAt,
      createdAt,
    });
    data.roles.push({ userId, role: 'business', createdAt });
    data.businesses.push({
      id,
      createdBy: userId,
      businessName: seed.name,
      businessType: seed.type,
      industry: seed.industry,
      numberOfLocations: 1 + (index % 3),
      numberOfEmployees: 8 + index * 11,
      yearsInBusiness: 3 + index * 4,
      primaryGoal: seed.goal,
      contactName: seed.contact,
      contactTitle: seed.title,
      businessEmail: seed.email,
      phoneNumber: seed.phone,
      businessAddress: seed.address,
      serviceArea: seed.serviceArea,
      websiteUrl: seed.website,
      businessDescription: seed.description,
      primaryProductsServices: seed.products,
      operatingHours: 'Mon-Sat 9 am - 7 pm',
      socialMediaHandles: { facebook: seed.name, instagram: `@${slugify(seed.name).replace(/-/g, '')}` },
      previousSponsorshipExperience: index % 2 === 0,
      partnershipTypes: ['financial_sponsorship', ...(index % 3 === 0 ? ['in_kind_sponsorship'] : [])],
      sponsorshipCategories: ['uniform_sponsoring', 'equipment_purchases', 'tournament_fees'],
      annualBudgetMinCents: seed.budgetMinCents,
      annualBudgetMaxCents: seed.budgetMaxCents,
      preferredAmountPerTeamCents: seed.perTeamCents,
      seasonalVsYearround: index % 2 === 0 ? 'Flexible - depends on the team' : 'Seasonal partnerships only',
      maxTeamsSupported: 2 + (index % 4),
      geographicRadius: '15 miles',
      preferredAgeGroups: seed.ageGroups,
      preferredSports: seed.sports,
      preferredTeamSizes: ['No preference'],
      competitiveLevelPreference: ['All levels welcome'],
      partnershipGoals: ['Community visibility', 'Support local families'],
      logoPlacementPreferences: ['Uniforms', 'Banners', 'Social media posts'],
      eventParticipationInterest: index % 2 === 1,
      crossPromotionalInterest: true,
      taxId: null,
      previousSponsorshipReferences: index % 2 === 0 ? 'Local Little League, 2023-2025' : null,
      verificationStatus: seed.status,
      approvedAt: seed.status === 'approved' ? new Date(createdAt.getTime() + DAY_MS) : null,
      signupStep: 6,
      createdAt,
      updatedAt: createdAt,
    });
    businessRefs.set(seed.key, { id, userId, seed });
  });

  const team = (index: number) => teamRefs[index]!;
  const business = (key: string) => businessRefs.get(key)!;

  // Paid sponsorships (each takes a spot of its tier).
  const paid: { team: number; business: string; tier: 0 | 1 | 2; daysAgo: number; completed?: boolean }[] = [
    { team: 0, business: 'demo', tier: 1, daysAgo: 20 },
    { team: 1, business: 'cascade', tier: 2, daysAgo: 12 },
    { team: 1, business: 'demo', tier: 0, daysAgo: 9 },
    { team: 2, business: 'cascade', tier: 0, daysAgo: 15 },
    { team: 3, business: 'pediatrics', tier: 0, daysAgo: 18 },
    { team: 4, business: 'pediatrics', tier: 1, daysAgo: 6 },
    { team: 7, business: 'sporting', tier: 1, daysAgo: 11 },
    { team: 8, business: 'realty', tier: 2, daysAgo: 200, completed: true },
    { team: 8, business: 'sporting', tier: 0, daysAgo: 4 },
    { team: 10, business: 'credit-union', tier: 0, daysAgo: 8 },
  ];
  paid.forEach((entry, n) => {
    const ref = team(entry.team);
    const tierId = ref.tierIds[entry.tier]!;
    const tier = data.tiers.find((t) => t.id === tierId)!;
    tier.takenSpots = (tier.takenSpots ?? 0) + 1;
    const createdAt = ago(entry.daysAgo);
    data.sponsorships.push({
      id: randomUUID(),
      teamId: ref.teamId,
      businessId: business(entry.business).id,
      tierId,
      tierName: tier.name,
      tierBenefits: tier.benefits,
      amount: tier.amount,
      platformFeeBps: platformFeeBps('sponsorship'),
      status: entry.completed ? 'completed' : 'active',
      paymentStatus: 'paid',
      contractStartDate: entry.completed ? isoDate(ago(210)) : seasonStart,
      contractEndDate: entry.completed ? isoDate(ago(60)) : seasonEnd,
      provider: 'sandbox',
      paymentSessionId: `demo_cs_${String(n + 1).padStart(4, '0')}`,
      // A sandbox payment id, so an admin can refund the demo's payments through the sandbox.
      providerPaymentId: `demo_pi_${String(n + 1).padStart(4, '0')}`,
      paidAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  });

  // A conversation on the demo business's sponsorship of the demo team.
  const demoSponsorship = data.sponsorships[0]!;
  data.messages.push(
    {
      sponsorshipId: demoSponsorship.id!,
      senderId: business('demo').userId,
      senderType: 'business',
      message: 'Proud to support the Strikers this season! Where should we send our logo files?',
      createdAt: ago(19),
    },
    {
      sponsorshipId: demoSponsorship.id!,
      senderId: team(0).userId,
      senderType: 'team',
      message: 'Thank you, Sam! Please email them to me. The banner goes up at our home opener.',
      createdAt: ago(18),
    },
  );

  // Sponsors the teams recorded by hand.
  data.manualSponsors.push(
    {
      teamId: team(0).teamId,
      companyName: 'Alberta Street Hardware',
      companyAddress: '1820 NE Alberta St, Portland, OR 97211',
      companyType: 'Retail Store',
      contactName: 'Gary Olsen',
      contactEmail: 'gary@albertahardware.example.com',
      contactPhone: '(503) 555-0190',
      amountSponsored: 30_000,
      sponsorshipGoals: ['Support neighborhood kids', 'Banner at home games'],
      promotionDetails: 'Banner at home games and a thank-you post.',
      socialMediaHandles: { instagram: '@albertahardware' },
      createdBy: team(0).userId,
      createdAt: ago(25),
    },
    {
      teamId: team(0).teamId,
      companyName: 'Northside Physical Therapy',
      companyAddress: '455 N Killingsworth St, Portland, OR 97217',
      companyType: 'Healthcare',
      contactName: 'Dana Whitfield',
      contactEmail: 'dana@northsidept.example.com',
      amountSponsored: 15_000,
      sponsorshipGoals: ['Injury prevention clinic for players'],
      createdBy: team(0).userId,
      createdAt: ago(14),
    },
    {
      teamId: team(3).teamId,
      companyName: 'Taqueria El Sol',
      companyAddress: '2300 E Cesar Chavez St, Austin, TX 78702',
      companyType: 'Restaurant',
      contactName: 'Rafael Ortiz',
      contactEmail: 'rafael@elsol.example.com',
      amountSponsored: 20_000,
      sponsorshipGoals: ['End-of-season team party'],
      createdBy: team(3).userId,
      createdAt: ago(22),
    },
  );

  // Succeeded player donations (one monthly).
  const donationPlan: { team: number; player: number; cents: number; daysAgo: number; monthly?: boolean }[] =
    [
      { team: 0, player: 0, cents: 2000, daysAgo: 21 },
      { team: 0, player: 0, cents: 1000, daysAgo: 10 },
      { team: 0, player: 1, cents: 5000, daysAgo: 16, monthly: true },
      { team: 0, player: 3, cents: 1500, daysAgo: 7 },
      { team: 0, player: 5, cents: 2500, daysAgo: 3 },
      { team: 1, player: 2, cents: 1000, daysAgo: 12 },
      { team: 3, player: 0, cents: 500, daysAgo: 9 },
      { team: 4, player: 4, cents: 10_000, daysAgo: 5 },
      { team: 7, player: 1, cents: 2000, daysAgo: 13 },
      { team: 11, player: 2, cents: 1500, daysAgo: 2 },
    ];
  donationPlan.forEach((entry, n) => {
    const ref = team(entry.team);
    const playerId = ref.playerIds[entry.player]!;
    const player = data.players.find((p) => p.id === playerId)!;
    const [donorName, donorEmail] = DONORS[n % DONORS.length]!;
    const createdAt = ago(entry.daysAgo);
    data.donations.push({
      playerId,
      playerName: player.playerName,
      teamId: ref.teamId,
      amount: entry.cents,
      platformFeeBps: platformFeeBps(entry.monthly ? 'monthly_gift' : 'one_time_gift'),
      isRecurring: entry.monthly === true,
      donorName,
      donorEmail,
      showName: donorName !== null,
      status: 'succeeded',
      provider: 'sandbox',
      paymentSessionId: `demo_ds_${String(n + 1).padStart(4, '0')}`,
      providerPaymentId: `demo_dpi_${String(n + 1).padStart(4, '0')}`,
      subscriptionId: entry.monthly ? `demo_sub_${String(n + 1).padStart(4, '0')}` : null,
      nextRenewalAt: entry.monthly ? new Date(createdAt.getTime() + 30 * DAY_MS) : null,
      paidAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
  });

  // Fundraising contacts of the demo team's first players.
  const contactNames = [
    'Helen Park',
    'Robert Diaz',
    'Susan Lee',
    'Frank Miller',
    'Olivia Chen',
    'Sam Rivera',
  ];
  team(0)
    .playerIds.slice(0, 3)
    .forEach((playerId, p) => {
      for (let c = 0; c < 2; c++) {
        const name = contactNames[p * 2 + c]!;
        data.contacts.push({
          playerId,
          contactName: name,
          contactEmail: `${name.toLowerCase().replace(' ', '.')}@example.com`,
          contactType: c === 0 ? 'donor' : 'supporter',
          notes: c === 0 ? 'Grandparent, gave last season' : null,
          createdAt: ago(28 - p * 3 - c),
        });
      }
    });

  // Two introductions by the admin, one visible to each demo login.
  const introduce = (
    teamIndex: number,
    businessKey: string,
    tier: 0 | 1 | 2,
    status: 'INTRO_SENT' | 'SPONSOR_APPROVED',
    daysAgo: number,
  ) => {
    const ref = team(teamIndex);
    const tierId = ref.tierIds[tier]!;
    const tierRow = data.tiers.find((t) => t.id === tierId)!;
    const needId = randomUUID();
    const matchId = randomUUID();
    const sentAt = ago(daysAgo);
    data.teamNeeds.push({
      id: needId,
      teamId: ref.teamId,
      seasonStart,
      seasonEnd,
      goalAmountCents: ref.seed.bronzeCents * 16,
      createdAt: sentAt,
    });
    data.matches.push({
      id: matchId,
      teamNeedId: needId,
      businessId: business(businessKey).id,
      status,
      introSentAt: sentAt,
      sponsorApprovedAt: status === 'SPONSOR_APPROVED' ? ago(daysAgo - 1) : null,
      createdAt: sentAt,
      updatedAt: sentAt,
    });
    data.offers.push({
      matchId,
      version: 1,
      amountCents: tierRow.amount,
      amountDisplay: `$${(tierRow.amount / 100).toLocaleString('en-US')}`,
      summary: `${business(businessKey).seed.name} sponsors ${ref.seed.name} at the ${tierRow.name} level for the season.`,
      tierId,
      tierSelected: tierRow.name,
      deliverables: [...(tierRow.benefits ?? [])],
      seasonStart,
      seasonEnd,
      createdAt: sentAt,
    });
  };
  introduce(0, 'cascade', 1, 'INTRO_SENT', 5);
  introduce(2, 'demo', 0, 'SPONSOR_APPROVED', 6);

  return data;
}
