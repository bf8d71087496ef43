/*
 * Stored script (issue 9, "Hostile input"): one world whose every free-text field holds a script payload,
 * built through the public API only, so the API test (emails, PDFs) and the end-to-end test (screens) check
 * the same data. Each payload starts with the field's name, so a failure says which field leaked.
 */

import type { Http } from './http';
import { signUpConfirmed } from './sign-up';

/** What a browser or a mail client would run if a payload were ever written out as markup. */
export const PAYLOADS = [
  '<img src=x onerror=window.__xss=1>',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  "'><img src=x onerror=alert(1)>",
] as const;

/** A script URL, offered to every field that becomes a link. */
export const SCRIPT_URL = 'javascript:window.__xss=1';

export type { Http } from './http';

export interface Actors<C extends Http> {
  /** A new caller with a cookie jar of its own. */
  fresh(): C | Promise<C>;
  /** A signed-in admin. */
  admin: C;
  /** Answers an address no other run or test uses. */
  email(tag: string): string;
}

export const WORLD_PASSWORD = 'Blue#Harbor7River';

/** Free-text values, each `label payload`, the payloads in turn; `all` is every value handed out. */
export function hostileTexts() {
  const all: string[] = [];
  return {
    all,
    text(label: string): string {
      const value = `${label} ${PAYLOADS[all.length % PAYLOADS.length]}`;
      all.push(value);
      return value;
    },
  };
}

async function ok(http: Http, method: string, path: string, body?: unknown, status = [200, 201]) {
  const res = await http.request(method, path, body ?? (method === 'GET' ? undefined : {}));
  if (!status.includes(res.status))
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Builds the world. `today` is the server's idea of today (a test clock or the real one): the season runs
 * from a month before it to three months after it.
 */
export async function buildHostileWorld<C extends Http>(actors: Actors<C>, today = new Date()) {
  const { text, all } = hostileTexts();
  const tag = Date.now().toString(36).toUpperCase();
  const seasonStart = isoDay(new Date(today.getTime() - 30 * 86_400_000));
  const seasonEnd = isoDay(new Date(today.getTime() + 90 * 86_400_000));
  const refused: { field: string; status: number }[] = [];
  /** A request that must be refused; the status is kept for the tests to judge. */
  const attempt = async (field: string, http: Http, method: string, path: string, body: unknown) => {
    const res = await http.request(method, path, body);
    refused.push({ field, status: res.status });
  };

  // The team: signup, then every field of the profile.
  const team = await actors.fresh();
  const teamEmail = actors.email('xss-team');
  const teamName = `${tag} ${text('team.name')}`;
  await signUpConfirmed(team, '/api/teams/signup', {
    fullName: text('user.fullName'),
    email: teamEmail,
    phone: '503-555-0199',
    role: 'head_coach',
    organizationName: teamName,
    password: WORLD_PASSWORD,
    confirmPassword: WORLD_PASSWORD,
  });
  const signup = await ok(team, 'GET', '/api/teams/mine');
  const teamId: string = signup.team.id;
  const profile = {
    name: teamName,
    coachName: text('team.coachName'),
    sport: 'Soccer',
    ageGroup: 'Under 12',
    contactEmail: teamEmail,
    location: text('team.location'),
    contactPhone: '503-555-0199',
    teamSize: 14,
    primaryGoal: text('team.primaryGoal'),
    fundraisingGoals: text('team.fundraisingGoals'),
    leagueName: text('team.leagueName'),
    schoolDistrict: text('team.schoolDistrict'),
    teamAchievements: text('team.teamAchievements'),
    description: text('team.description'),
    seasonStartDate: seasonStart,
    seasonEndDate: seasonEnd,
    practiceSchedule: text('team.practiceSchedule'),
    coachingStaff: text('team.coachingStaff'),
    coachBios: text('team.coachBios'),
    seasonGoals: text('team.seasonGoals'),
    specialEvents: text('team.specialEvents'),
    socialMediaHandles: { instagram: '@rosecity', facebook: 'https://facebook.com/rosecity' },
    partnershipTypes: ['financial_sponsorship'],
    teamOfferings: [text('team.teamOfferings')],
    existingSponsors: [text('team.existingSponsors')],
    partnershipTimeline: text('team.partnershipTimeline'),
    fundraisingGoalCents: 500_000,
  };
  await attempt('team.socialMediaHandles', team, 'PUT', `/api/teams/${teamId}`, {
    ...profile,
    socialMediaHandles: { facebook: SCRIPT_URL },
  });
  await ok(team, 'PUT', `/api/teams/${teamId}`, profile);
  await ok(team, 'POST', `/api/teams/${teamId}/publish`, { publish: true });
  await ok(actors.admin, 'POST', `/api/admin/teams/${teamId}/approve`);

  // A second team, from the older register form, that the admin turns down with a reason.
  const rejectedTeam = await actors.fresh();
  await signUpConfirmed(rejectedTeam, '/api/auth/sign-up', {
    email: actors.email('xss-register'),
    password: WORLD_PASSWORD,
    fullName: text('signup.fullName'),
  });
  const registered = await ok(rejectedTeam, 'POST', '/api/teams/register', {
    name: `${tag} ${text('register.name')}`,
    sport: 'Soccer',
    ageGroup: '9-11 years',
    location: text('register.location'),
    coachName: text('register.coachName'),
    contactEmail: actors.email('xss-register-contact'),
    description: text('register.description'),
  });
  const rejection = await ok(actors.admin, 'POST', `/api/admin/teams/${registered.team.id}/reject`, {
    reason: text('admin.rejectReason'),
  });
  // The admin sends the draft the email dialog opens with, as the approval page does.
  await ok(actors.admin, 'POST', '/api/admin/emails', {
    recipients: [{ email: rejection.email.to, name: rejection.email.toName ?? '', type: 'team' }],
    subject: rejection.email.subject,
    message: rejection.email.message,
  });

  // A third registration nobody has decided yet: it waits in the admin's approval center.
  const pendingTeam = await actors.fresh();
  await signUpConfirmed(pendingTeam, '/api/auth/sign-up', {
    email: actors.email('xss-pending'),
    password: WORLD_PASSWORD,
  });
  await ok(pendingTeam, 'POST', '/api/teams/register', {
    name: `${tag} ${text('pending.name')}`,
    sport: 'Soccer',
    ageGroup: '9-11 years',
    location: text('pending.location'),
    coachName: text('pending.coachName'),
    contactEmail: actors.email('xss-pending-contact'),
    description: text('pending.description'),
  });

  // The business: account, every field of the wizard, then the profile editor's own.
  const business = await actors.fresh();
  const businessEmail = actors.email('xss-business');
  const businessName = `${tag} ${text('business.businessName')}`;
  await signUpConfirmed(business, '/api/businesses/account', {
    contactName: text('business.account.contactName'),
    contactTitle: text('business.account.contactTitle'),
    phone: '503-555-0101',
    email: businessEmail,
    password: WORLD_PASSWORD,
    confirmPassword: WORLD_PASSWORD,
  });
  const registration = {
    businessName,
    businessType: 'restaurant',
    industry: 'Food & Beverage',
    numberOfLocations: 1,
    yearsInBusiness: 6,
    primaryGoal: 'social_responsibility',
    contactName: text('business.contactName'),
    contactTitle: text('business.contactTitle'),
    phoneNumber: '503-555-0101',
    businessEmail,
    businessAddress: text('business.businessAddress'),
    serviceArea: text('business.serviceArea'),
    websiteUrl: 'https://pizza.example.com',
    operatingHours: text('business.operatingHours'),
    businessDescription: text('business.businessDescription'),
    primaryProductsServices: text('business.primaryProductsServices'),
    // Handles that are not links are shown as text, never as links.
    socialMediaHandles: { facebook: SCRIPT_URL, instagram: text('business.instagram') },
    partnershipTypes: ['financial_sponsorship'],
    sponsorshipCategories: ['uniform_sponsoring'],
    annualBudgetMinCents: 100_000,
    preferredAgeGroups: ['9-12 years'],
    partnershipGoals: ['Community visibility'],
    preferredSports: ['Soccer'],
    preferredTeamSizes: [],
    competitiveLevelPreference: [],
    logoPlacementPreferences: ['Uniforms'],
    taxId: text('business.taxId'),
    previousSponsorshipReferences: text('business.references'),
  };
  await attempt('business.websiteUrl', business, 'POST', '/api/businesses', {
    ...registration,
    websiteUrl: SCRIPT_URL,
  });
  await attempt('business.websiteUrl (data:)', business, 'POST', '/api/businesses', {
    ...registration,
    websiteUrl: 'data:text/html,<script>window.__xss=1</script>',
  });
  const businessId: string = (await ok(business, 'POST', '/api/businesses', registration)).business.id;
  await ok(actors.admin, 'POST', `/api/admin/businesses/${businessId}/approve`);

  // The roster: a tier, a player, a contact of theirs and a fundraising letter to them.
  const tier = (
    await ok(team, 'POST', `/api/teams/${teamId}/tiers`, {
      name: text('tier.name'),
      amount: 50_000,
      description: text('tier.description'),
      benefits: [text('tier.benefit1'), text('tier.benefit2')],
      availableSpots: 3,
    })
  ).tier;
  const player = (
    await ok(team, 'POST', `/api/teams/${teamId}/players`, {
      firstName: text('player.first'),
      lastName: text('player.last'),
      jerseyNumber: 7,
      parentName: text('player.parentName'),
      parentEmail: actors.email('xss-parent'),
    })
  ).player;
  const contactEmail = actors.email('xss-contact');
  const contact = (
    await ok(team, 'POST', `/api/players/${player.id}/contacts`, {
      contactName: text('contact.name'),
      contactEmail,
      notes: text('contact.notes'),
    })
  ).contact;
  await ok(team, 'POST', `/api/players/${player.id}/fundraising-email`, {
    contactIds: [contact.id],
    subject: text('fundraising.subject'),
    htmlContent: `<p>Hi {player} fans</p><p><a href="${SCRIPT_URL}">${text('fundraising.link')}</a></p><p onclick="window.__xss=1">${text('fundraising.content')}</p><script>window.__xss=1</script><img src=x onerror=window.__xss=1>`,
    senderName: text('fundraising.senderName'),
    senderEmail: teamEmail,
  });
  const letter = await mailText(actors.admin, contactEmail, 'fundraising');
  const unsubscribeUrl = new URL(/https?:\/\/\S+\/unsubscribe\?\S+/.exec(letter)![0]);
  const unsubscribePath = `${unsubscribeUrl.pathname}${unsubscribeUrl.search}`;
  await ok(team, 'POST', `/api/teams/${teamId}/manual-sponsors`, {
    companyName: text('manual.companyName'),
    companyAddress: text('manual.companyAddress'),
    companyType: 'Restaurant',
    contactName: text('manual.contactName'),
    contactEmail: actors.email('xss-manual'),
    contactPhone: '503-555-0123',
    amountSponsored: 25_000,
    sponsorshipGoals: [text('manual.goal')],
    promotionDetails: text('manual.promotionDetails'),
    socialMediaHandles: { facebook: SCRIPT_URL, instagram: text('manual.instagram') },
  });

  // The business sponsors the tier (credited to the player) and pays in the sandbox.
  const checkout = await ok(business, 'POST', '/api/payments/sponsorships/checkout', {
    teamId,
    tierId: tier.id,
    playerId: player.id,
  });
  const sponsorshipId: string = checkout.sponsorshipId;
  await ok(business, 'POST', `/api/payments/sandbox/sessions/${sessionOf(checkout.url)}/pay`);

  // Both sides write in the thread; the team fills in the checklist and thanks the sponsor.
  await ok(business, 'POST', `/api/sponsorships/${sponsorshipId}/messages`, {
    message: text('message.business'),
  });
  await ok(team, 'POST', `/api/sponsorships/${sponsorshipId}/messages`, { message: text('message.team') });
  const fulfilment = await ok(team, 'GET', `/api/sponsorships/${sponsorshipId}/fulfilment`);
  await ok(
    team,
    'PUT',
    `/api/sponsorships/${sponsorshipId}/deliverables/${fulfilment.items[0].id}/delivery`,
    {
      deliveredOn: fulfilment.earliestDeliveredOn ?? seasonStart,
      note: text('fulfilment.note'),
    },
  );
  await ok(team, 'PUT', `/api/sponsorships/${sponsorshipId}/thank-you`, {
    thankYouNote: text('fulfilment.thankYou'),
  });

  // A family gives to the player, by name, with the name shown.
  const donorEmail = actors.email('xss-donor');
  const donation = await ok(await actors.fresh(), 'POST', '/api/donations/checkout', {
    playerId: player.id,
    amount: 2_500,
    isRecurring: false,
    donorName: text('donation.donorName'),
    donorEmail,
    showName: true,
  });
  await ok(await actors.fresh(), 'POST', `/api/payments/sandbox/sessions/${sessionOf(donation.url)}/pay`);

  // The admin introduces the two; the team asks for changes with a comment.
  const offer = (summary: string, deliverable: string) => ({
    tierId: null,
    amountCents: 150_000,
    seasonStart,
    seasonEnd,
    summary,
    deliverables: [deliverable],
  });
  const introduce = (id: string, round: string) =>
    ok(actors.admin, 'POST', `/api/admin/matches/${id}/send`, {
      subject: text(`match.${round}Subject`),
      message: text(`match.${round}Message`),
    });
  const match = await ok(actors.admin, 'POST', '/api/admin/matches', {
    teamId,
    businessId,
    offer: offer(text('match.summary'), text('match.deliverable')),
  });
  const matchId: string = match.match.id;
  await introduce(matchId, 'intro');
  const teamTokens = await ctaTokens(actors.admin, teamEmail);
  await ok(await actors.fresh(), 'POST', `/api/cta/${teamTokens.CHANGES}`, {
    comment: text('match.comment'),
  });
  // The admin revises the offer and sends it again: the new links are live for the CTA page.
  await ok(
    actors.admin,
    'POST',
    `/api/admin/matches/${matchId}/offers`,
    offer(text('match.revisedSummary'), text('match.revisedDeliverable')),
  );
  await introduce(matchId, 'revisedIntro');
  const sponsorTokens = await ctaTokens(actors.admin, businessEmail);

  // And writes to the team by hand.
  await ok(actors.admin, 'POST', '/api/admin/emails', {
    recipients: [{ email: teamEmail, name: text('adminEmail.name'), type: 'team' }],
    subject: text('adminEmail.subject'),
    message: text('adminEmail.message'),
  });

  return {
    tag,
    texts: all,
    refused,
    team: { client: team, id: teamId, email: teamEmail, name: teamName, slug: signup.team.slug as string },
    business: { client: business, id: businessId, email: businessEmail, name: businessName },
    player: { id: player.id as string, urlSlug: player.urlSlug as string },
    contactEmail,
    unsubscribePath,
    donorEmail,
    sponsorshipId,
    donationId: donation.donationId as string,
    matchId,
    sponsorToken: sponsorTokens.ACCEPT,
    season: { start: seasonStart, end: seasonEnd },
  };
}
export type HostileWorld<C extends Http = Http> = Awaited<ReturnType<typeof buildHostileWorld<C>>>;

const sessionOf = (url: string) => url.split('/').pop()!;

/** The plain text of the newest mail of `kind` to `to`, read through the mailbox API. */
async function mailText(admin: Http, to: string, kind: string): Promise<string> {
  const list = await ok(admin, 'GET', '/api/dev/mailbox');
  const summary = list.messages.find((m: { to: string; kind: string }) => m.to === to && m.kind === kind);
  if (!summary) throw new Error(`no ${kind} mailed to ${to}`);
  return (await ok(admin, 'GET', `/api/dev/mailbox/${summary.id}`)).text;
}

/** The CTA tokens of the newest introduction mailed to `to`. */
async function ctaTokens(admin: Http, to: string) {
  const text = await mailText(admin, to, 'match_introduction');
  const tokens = [...text.matchAll(/\/cta\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  const of = (action: string) => tokens.find((token) => token.endsWith(`-${action}`))!;
  return { ACCEPT: of('ACCEPT'), REJECT: of('REJECT'), CHANGES: of('CHANGES') };
}
