import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, uniqueEmail, type withBrowser } from './browser';
import {
  type BusinessAccount,
  completeTeamProfile,
  linkInMail,
  SAMPLE_PROFILE,
  signInAsAdmin,
  signUpBusinessByApi,
  signUpTeam,
  type TeamAccount,
} from './e2e-flows';

/*
 * A small marketplace with real data in every corner, made mostly through the API from each person's own
 * signed-in page (the screens themselves are driven by the journeys' own tests). For checks that visit
 * every screen, such as tests/e2e/accessibility.e2e.ts.
 */

type Browsers = ReturnType<typeof withBrowser>;

export type Role = 'visitor' | 'team' | 'business' | 'admin';

export interface Cast {
  team: TeamAccount;
  sponsor: BusinessAccount;
  /** Gives monthly to the team's player. */
  donorEmail: string;
}

export interface World {
  teamId: string;
  teamSlug: string;
  playerNumber: number;
  businessId: string;
  /** A checkout session left open, for the sandbox page. */
  openSession: string;
  /** The team's sandbox payout account, not set up yet, for the sandbox's onboarding page. */
  payoutAccount: string;
  sponsorshipSuccess: string;
  donationSuccess: string;
  cancelLink: string;
  unsubscribeLink: string;
  confirmLink: string;
  ctaLink: string;
  ctaResult: string;
}

/** The body of a successful API answer (the status is checked, its text shown when it fails). */
async function json<T>(response: {
  status(): number;
  json(): Promise<unknown>;
  text(): Promise<string>;
}): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A sandbox payment pressed through the API: answers where the sandbox sends the payer. */
async function payInSandbox(page: Page, checkoutUrl: string): Promise<string> {
  const id = checkoutUrl.split('/').pop();
  const paid = await json<{ redirectUrl: string }>(
    await page.request.post(`/api/payments/sandbox/sessions/${id}/pay`, { data: {} }),
  );
  const url = new URL(paid.redirectUrl);
  return url.pathname + url.search;
}

/**
 * The cast's accounts and everything the screens show: a team with a tier, a player with a contact and a
 * fundraising email, approved team and business, a paid sponsorship and an open checkout, a monthly gift,
 * an introduction the sponsor accepted. Each role keeps its own signed-in page.
 */
export async function buildWorld(
  browser: Browsers,
  cast: Cast,
): Promise<{ pages: Record<Role, Page>; world: World }> {
  const { team, sponsor, donorEmail } = cast;
  const pages = {} as Record<Role, Page>;
  const world = {} as World;
  for (const role of ['visitor', 'team', 'business', 'admin'] as const)
    pages[role] = await browser.page(DESKTOP);
  const { team: coach, business, admin, visitor } = pages;

  await signUpTeam(coach, team);
  await completeTeamProfile(coach, SAMPLE_PROFILE);
  const mine = await json<{ team: { id: string; slug: string } }>(await coach.request.get('/api/teams/mine'));
  world.teamId = mine.team.id;
  world.teamSlug = mine.team.slug;
  const { tier } = await json<{ tier: { id: string } }>(
    await coach.request.post(`/api/teams/${world.teamId}/tiers`, {
      data: {
        name: 'Gold',
        amount: 125_000,
        description: 'Jerseys and tournament fees.',
        benefits: ['Logo on jerseys'],
        availableSpots: 5,
      },
    }),
  );
  const { player } = await json<{ player: { id: string; playerNumber: number } }>(
    await coach.request.post(`/api/teams/${world.teamId}/players`, {
      data: { firstName: 'Ava', lastName: 'Chen', jerseyNumber: 9 },
    }),
  );
  world.playerNumber = player.playerNumber;
  const contactEmail = uniqueEmail('a11y-grandma');
  const { contact } = await json<{ contact: { id: string } }>(
    await coach.request.post(`/api/players/${player.id}/contacts`, {
      data: { contactName: 'Grandma Chen', contactEmail },
    }),
  );
  await json(
    await coach.request.post(`/api/players/${player.id}/fundraising-email`, {
      data: {
        contactIds: [contact.id],
        subject: 'Support {player} and {team}!',
        htmlContent: '<p>Help Ava get to the tournament.</p>',
        senderName: 'Jordan Rivera',
        senderEmail: team.email,
      },
    }),
  );
  world.unsubscribeLink = await linkInMail(coach, contactEmail, 'fundraising', '/unsubscribe');
  world.confirmLink = await linkInMail(coach, team.email, 'verify_email', '/auth/confirm');
  await json(await coach.request.post(`/api/teams/${world.teamId}/publish`, { data: { publish: true } }));

  await signInAsAdmin(admin);
  await json(await admin.request.post(`/api/admin/teams/${world.teamId}/approve`, { data: {} }));
  await signUpBusinessByApi(business, sponsor);
  const { business: registered } = await json<{ business: { id: string } }>(
    await business.request.get('/api/businesses/mine'),
  );
  world.businessId = registered.id;
  await json(await admin.request.post(`/api/admin/businesses/${world.businessId}/approve`, { data: {} }));

  const paid = await json<{ url: string }>(
    await business.request.post('/api/payments/sponsorships/checkout', {
      data: { teamId: world.teamId, tierId: tier.id },
    }),
  );
  world.sponsorshipSuccess = await payInSandbox(business, paid.url);
  // A business buys a tier once (the sponsor page marks it Yours): the open checkout is of another tier.
  const { tier: silver } = await json<{ tier: { id: string } }>(
    await coach.request.post(`/api/teams/${world.teamId}/tiers`, {
      data: {
        name: 'Silver',
        amount: 50_000,
        description: 'Tournament fees.',
        benefits: ['Name on the team banner'],
        availableSpots: 5,
      },
    }),
  );
  const open = await json<{ url: string }>(
    await business.request.post('/api/payments/sponsorships/checkout', {
      data: { teamId: world.teamId, tierId: silver.id },
    }),
  );
  world.openSession = open.url.split('/').pop() ?? '';
  const onboarding = await json<{ url: string }>(
    await coach.request.post(`/api/teams/${world.teamId}/payout-account/onboarding`),
  );
  world.payoutAccount = new URL(onboarding.url, 'http://app').pathname.split('/').pop() ?? '';

  const gift = await json<{ url: string }>(
    await visitor.request.post('/api/donations/checkout', {
      data: {
        playerId: player.id,
        amount: 1500,
        isRecurring: true,
        donorName: 'Grace Chen',
        donorEmail,
        showName: true,
      },
    }),
  );
  world.donationSuccess = await payInSandbox(visitor, gift.url);
  world.cancelLink = await linkInMail(visitor, donorEmail, 'donation_receipt', '/donations/cancel');

  const { match } = await json<{ match: { id: string } }>(
    await admin.request.post('/api/admin/matches', {
      data: {
        teamId: world.teamId,
        businessId: world.businessId,
        offer: {
          tierId: null,
          amountCents: 75_000,
          seasonStart: '2027-03-01',
          seasonEnd: '2027-08-31',
          summary: 'The spring tournament fees and the team banner.',
          deliverables: ['Logo on the team banner'],
        },
      },
    }),
  );
  await json(
    await admin.request.post(`/api/admin/matches/${match.id}/send`, {
      data: { subject: 'Meet your match', message: 'Hello both,\n\nPlease have a look.' },
    }),
  );
  world.ctaLink = await linkInMail(admin, team.email, 'match_introduction', '/cta/');
  // The sponsor accepts from its own link: the team's link stays usable for the page above.
  const sponsorAccept = (await linkInMail(admin, sponsor.email, 'match_introduction', '/cta/')).replace(
    /-(REJECT|CHANGES)$/,
    '-ACCEPT',
  );
  const result = await json<Record<string, string>>(
    await visitor.request.post(`/api/cta/${sponsorAccept.split('/').pop()}`, { data: {} }),
  );
  const { status, party, action } = result;
  world.ctaResult = `/cta-result?${new URLSearchParams({ status, party, action } as Record<string, string>)}`;
  return { pages, world };
}
