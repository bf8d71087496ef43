import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, uniqueEmail, withBrowser } from '../support/browser';
import {
  approveInAdmin,
  completeTeamProfile,
  confirmByEmail,
  filterListing,
  mailbox,
  PASSWORD,
  publishForReview,
  screenshots,
  signIn,
  signInAsAdmin,
  signUpTeam,
  toast,
  uniqueName,
} from '../support/e2e-flows';

const browser = withBrowser();
const JOURNEY_MS = 120_000;

const owner = { name: 'Sam Okafor', email: uniqueEmail('wizard') };
const businessName = uniqueName('Stone Oven Pizza');
const team = { email: uniqueEmail('hoops-coach'), teamName: uniqueName('Eastside Hoops') };

// One browser context per person, kept across the steps of the story.
let business: Page;
let admin: Page;

beforeAll(async () => {
  business = await browser.page(DESKTOP);
  admin = await browser.page(DESKTOP);
});

async function expectStep(page: Page, n: number, title: string) {
  await page.getByText(`Step ${n} of 6`).waitFor();
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
  await page.waitForURL((url) => url.searchParams.get('step') === String(n));
}

describe('business side', () => {
  it(
    'registers a business through the six steps, keeping the draft over Back and a reload',
    async () => {
      const page = business;
      await page.goto('/business-signup');
      await expectStep(page, 1, 'Create your account');
      await screenshots(page, 'business-signup-step1');

      await page.getByLabel('Your name').fill(owner.name);
      await page.getByLabel('Title').fill('Owner');
      await page.getByLabel('Phone').fill('(503) 555-0101');
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
      await page.getByLabel('Confirm password').fill('Another#Pass42');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await toast(page, 'Password Mismatch');
      await page.getByText('Passwords do not match. Please try again.').first().waitFor();
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await toast(page, 'Account Created!');
      await page
        .getByText('Please check your email to verify your account before continuing.')
        .first()
        .waitFor();
      // Not signed in yet: the mailed link finishes the account, signs in and goes on with the wizard.
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await screenshots(page, 'business-signup-check-email');
      await confirmByEmail(page, owner.email);
      await page.getByRole('link', { name: 'Continue registration' }).click();

      // Step 2: the contact starts as the person who just signed up.
      await expectStep(page, 2, 'Business Details');
      expect(await page.getByLabel('Contact name').inputValue()).toBe(owner.name);
      await page.getByLabel('Business name').fill(businessName);
      await page.getByLabel('Business type').selectOption({ label: 'Restaurant' });
      await page.getByLabel('Industry').selectOption('Food & Beverage');
      await page.getByLabel('Locations').fill('2');
      await page.getByLabel('Years in business').fill('6');
      await page
        .getByLabel('Primary goal for sponsoring')
        .selectOption({ label: 'Give back and show social responsibility' });
      await screenshots(page, 'business-signup-step2');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 3, then Back once: both steps keep what was typed.
      await expectStep(page, 3, 'Business Profile');
      await page.getByLabel('Business description').fill('Family-owned wood-fired pizzeria since 2019.');
      await page.getByLabel('Primary products or services').fill('Pizza, salads, team catering');
      await page.getByLabel('Business address').fill('2210 NE Alberta St, Portland, OR 97211');
      await page.getByLabel('Service area').fill('Northeast Portland');
      await page.getByLabel('Website').fill('stoneoven.example.com');
      await screenshots(page, 'business-signup-step3');
      await page.getByRole('button', { name: 'Back' }).click();
      await expectStep(page, 2, 'Business Details');
      expect(await page.getByLabel('Business name').inputValue()).toBe(businessName);
      expect(await page.getByLabel('Years in business').inputValue()).toBe('6');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectStep(page, 3, 'Business Profile');
      expect(await page.getByLabel('Business address').inputValue()).toBe(
        '2210 NE Alberta St, Portland, OR 97211',
      );
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 4
      await expectStep(page, 4, 'Sponsorship Preferences');
      await page.getByRole('checkbox', { name: /^Financial Sponsorship/ }).check();
      await page.getByRole('checkbox', { name: 'Uniform Sponsoring' }).check();
      await page.getByLabel('Annual budget, from').fill('1,000');
      await page.getByLabel('Annual budget, up to').fill('5,000');
      await screenshots(page, 'business-signup-step4');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 5, with a reload in the middle: the tab's draft brings the wizard back where it was.
      await expectStep(page, 5, 'Targeting & Matching');
      await page.reload();
      await expectStep(page, 5, 'Targeting & Matching');
      await page.getByRole('checkbox', { name: '9-12 years' }).check();
      await page.getByRole('checkbox', { name: 'Basketball' }).check();
      await page.getByRole('checkbox', { name: 'Community visibility' }).check();
      await screenshots(page, 'business-signup-step5');
      await page.getByRole('button', { name: 'Continue' }).click();

      // Step 6: the review shows what was typed before the reload.
      await expectStep(page, 6, 'Verification');
      for (const text of [
        businessName,
        'Restaurant · Food & Beverage',
        'Give back and show social responsibility',
        '2210 NE Alberta St, Portland, OR 97211',
        'stoneoven.example.com',
        'Financial Sponsorship',
        'Uniform Sponsoring',
        '$1,000 to $5,000 a year',
        '9-12 years',
        'Basketball',
        'Community visibility',
      ]) {
        await page.getByText(text, { exact: true }).waitFor();
      }
      await page.getByLabel('Tax ID (EIN)').fill('12-3456789');
      await screenshots(page, 'business-signup-step6');

      // Issue 19: a field refused at submit is shown at its field, on its step, never thrown away. (A
      // draft from an older build holds a website with a space.)
      await page.evaluate(() => {
        const key = 'homefield:business-signup';
        const draft = JSON.parse(sessionStorage.getItem(key) ?? '{}');
        draft.values[3].websiteUrl = 'stone oven.example.com';
        sessionStorage.setItem(key, JSON.stringify(draft));
      });
      await page.reload();
      await expectStep(page, 6, 'Verification');
      await page.getByLabel('Tax ID (EIN)').fill('12-3456789');
      await page.getByRole('button', { name: 'Submit for Review' }).click();
      await expectStep(page, 3, 'Business Profile');
      const website = page.getByLabel('Website');
      expect(await website.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('Enter a website such as https://example.com').count()).toBeGreaterThan(0);
      await screenshots(page, 'business-signup-refused-website');
      await website.fill('stoneoven.example.com');
      for (const n of [4, 5]) {
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL((url) => url.searchParams.get('step') === String(n));
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectStep(page, 6, 'Verification');
      await page.getByLabel('Tax ID (EIN)').fill('12-3456789');
      await page.getByRole('button', { name: 'Submit for Review' }).click();

      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).searchParams.get('business_registration')).toBe('success');
      const confirmation = page
        .getByRole('status')
        .filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
      await confirmation.getByText('Business Registration Submitted!').waitFor();
      await confirmation
        .getByText(
          'Your business has been submitted for review. Our local market manager will contact you within 24-48 hours.',
        )
        .waitFor();
      await screenshots(page, 'business-registration-submitted');
      await confirmation.getByRole('button', { name: 'Dismiss' }).click();
      await confirmation.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.has('business_registration')).toBe(false);
    },
    JOURNEY_MS,
  );

  it('shows the new business an empty dashboard that leads to the teams', async () => {
    const page = business;
    await page.goto('/business-dashboard');
    await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
    await page.getByText(businessName, { exact: true }).first().waitFor();
    const sponsorships = page.getByRole('region', { name: 'Your Sponsorships' });
    await sponsorships.getByText('No Sponsorships Yet').waitFor();
    await screenshots(page, 'business-dashboard-empty');
    await sponsorships.getByRole('link', { name: 'Find Teams to Sponsor' }).click();
    await page.waitForURL((url) => url.pathname === '/team-discovery');
    await page.getByRole('heading', { name: 'Discover Teams' }).waitFor();
  });

  it(
    'lists the business in /business-discovery once an admin approves it, with its details page',
    async () => {
      await signInAsAdmin(admin);
      const subject = await approveInAdmin(admin, {
        kind: 'business',
        name: businessName,
        recipient: owner.email,
        screenshotName: 'admin-approval-business-email',
      });
      expect(subject).toBe(`${businessName} has been approved on Homefield`);
      const sent = await mailbox(admin);
      expect(sent.some((mail) => mail.to === owner.email && mail.subject === subject)).toBe(true);

      const page = business;
      await page.goto('/business-discovery');
      await page.getByRole('heading', { name: 'Discover Businesses' }).waitFor();
      await filterListing(page, 'businesses', { param: 'q', value: businessName }, () =>
        page.getByLabel('Search businesses').fill(businessName),
      );
      await page.getByText('Found 1 business', { exact: true }).waitFor();
      await page.getByRole('heading', { name: businessName }).waitFor();
      await screenshots(page, 'business-discovery-search');
      await page.getByRole('link', { name: 'View Business' }).click();
      await page.waitForURL('**/business-details/*');
      await page.getByRole('heading', { level: 1, name: businessName }).waitFor();
      await page.getByText('Verified', { exact: true }).first().waitFor();
      await page.getByText('Family-owned wood-fired pizzeria since 2019.').waitFor();
      await screenshots(page, 'business-details');
      await page.getByRole('button', { name: 'Contact Business' }).click();
      await page.getByText('Contacting businesses through Homefield will be available soon.').waitFor();
    },
    JOURNEY_MS,
  );

  it(
    'lists a team in /team-discovery by sport and by text once an admin approves its publish',
    async () => {
      const coach = await browser.page(DESKTOP);
      await signUpTeam(coach, team);
      await completeTeamProfile(coach, {
        sport: 'Basketball',
        ageGroup: 'Under 14',
        location: 'Gresham, OR',
        description: 'Ten kids who never stop running. Saving up for a tournament in Bend.',
      });
      await publishForReview(coach);
      await screenshots(coach, 'team-dashboard-under-review');

      await approveInAdmin(admin, { kind: 'team', name: team.teamName, recipient: team.email });
      await coach.reload();
      await coach.getByText('Your team is published').waitFor();

      const page = business;
      await page.goto('/team-discovery');
      await page.getByRole('heading', { name: 'Discover Teams' }).waitFor();
      const card = page.getByRole('heading', { name: team.teamName });
      await filterListing(page, 'teams', { param: 'sport', value: 'Basketball' }, () =>
        page.getByLabel('Sport').selectOption('Basketball'),
      );
      await card.waitFor();
      await filterListing(page, 'teams', { param: 'q', value: team.teamName }, () =>
        page.getByLabel('Search teams').fill(team.teamName),
      );
      await page.getByText('Found 1 team', { exact: true }).waitFor();
      await card.waitFor();
      await screenshots(page, 'team-discovery-search');
      // The same text in another sport finds nothing.
      await page.getByLabel('Sport').selectOption('Hockey');
      await page.getByText('No teams match your search').waitFor();
      expect(await card.count()).toBe(0);
      await page.getByLabel('Sport').selectOption('Basketball');
      await card.waitFor();

      await page.getByRole('link', { name: 'View Team' }).click();
      await page.waitForURL('**/team-details/*');
      await page.getByRole('heading', { level: 1, name: team.teamName }).waitFor();
      await page.getByText('Verified', { exact: true }).first().waitFor();
      await page.getByText('Ten kids who never stop running. Saving up for a tournament in Bend.').waitFor();
      await page.getByRole('link', { name: 'Sponsor This Team' }).first().waitFor();
      await screenshots(page, 'team-details');
    },
    JOURNEY_MS,
  );

  it('sends a signed-out visitor from View Team and View Business to /auth, then on', async () => {
    const visitor = await browser.page(PHONE);
    await visitor.goto(`/team-discovery?q=${encodeURIComponent(team.teamName)}`);
    await visitor.getByText('Found 1 team', { exact: true }).waitFor();
    // The invitation for visitors without a business.
    await visitor.getByRole('link', { name: 'Create Business Profile' }).waitFor();
    await screenshots(visitor, 'team-discovery-visitor');
    await visitor.getByRole('link', { name: 'View Team' }).click();
    await visitor.waitForURL((url) => url.pathname === '/auth');
    await visitor.getByRole('heading', { name: 'Welcome to Homefield' }).waitFor();

    await visitor.goto(`/business-discovery?q=${encodeURIComponent(businessName)}`);
    await visitor.getByText('Found 1 business', { exact: true }).waitFor();
    await visitor.getByRole('link', { name: 'View Business' }).click();
    await visitor.waitForURL((url) => url.pathname === '/auth');
    // Signing in there continues to the page the visitor wanted.
    await signIn(visitor, owner.email);
    await visitor.waitForURL('**/business-details/*');
    await visitor.getByRole('heading', { level: 1, name: businessName }).waitFor();
  });
});
