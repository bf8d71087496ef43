import { describe, expect, it } from 'vitest';
import { DISCARD_CHANGES, LEAVE_PAGE } from '../../src/web/lib/unsaved-changes';
import { DESKTOP, PHONE, screenshot, uniqueEmail, withBrowser } from '../support/browser';
import { addPlayer, confirmByEmail } from '../support/e2e-flows';

const browser = withBrowser();
const PASSWORD = 'Blue#Harbor7River';

describe('a coach runs the team side from signup to publish', () => {
  it('signs up, completes the profile, builds the roster, emails a contact and publishes', async () => {
    const page = await browser.page(DESKTOP);
    const email = uniqueEmail('coach');
    const teamName = `Rose City Strikers ${Date.now()}`;

    await page.goto('/team-signup');
    await screenshot(page, 'team-signup-1280');
    await page.getByLabel('Full name').fill('Jordan Rivera');
    await page.getByLabel('Phone').fill('503-555-0199');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Your role').selectOption({ label: 'Head Coach' });
    await page.getByLabel('Team or organization name').fill(teamName);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Different#Pass9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password Mismatch').waitFor();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account Created!').waitFor();
    // Nobody is signed in until the mailed link is opened: it signs in and goes on to the dashboard.
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await screenshot(page, 'team-signup-check-email-1280');
    await confirmByEmail(page, email);
    await page.getByRole('link', { name: 'Continue registration' }).click();
    await page.waitForURL('**/team-dashboard');
    await page.getByRole('heading', { name: `${teamName} Dashboard` }).waitFor();
    await page.getByText('No players yet').waitFor();
    await screenshot(page, 'team-dashboard-new-1280');

    // The profile: the placeholders of signup are replaced.
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await page.waitForURL('**/team-profile');
    await page.getByLabel('Sport').selectOption('Soccer');
    await page.getByLabel('Age group').selectOption('Under 12');
    await page.getByLabel('Location').fill('Portland, OR');
    await page.getByLabel('Description').fill('Twelve kids, one ball, big dreams.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Team profile updated successfully').waitFor();
    await screenshot(page, 'team-profile-1280');

    // Typing not saved is not thrown away without asking (issue 19): a link asks; staying keeps it.
    await page.getByLabel('Location').fill('Beaverton, OR');
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => asked).toEqual([LEAVE_PAGE]);
    expect(new URL(page.url()).pathname).toBe('/team-profile');
    expect(await page.getByLabel('Location').inputValue()).toBe('Beaverton, OR');
    // Back asks too (Chromium's Navigation API), and staying keeps the page as it was.
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    // Held back, the step never completes: goBack's wait for it times out.
    await page.goBack({ timeout: 2_000 }).catch(() => undefined);
    await expect.poll(() => asked).toEqual([LEAVE_PAGE, LEAVE_PAGE]);
    expect(new URL(page.url()).pathname).toBe('/team-profile');
    expect(await page.getByLabel('Location').inputValue()).toBe('Beaverton, OR');
    // Saved, nothing is asked any more. (The first save's toast may still be showing: wait for this save
    // to leave the form clean, not for a toast.)
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('No unsaved changes.').waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(asked).toHaveLength(2);

    // Three players out of order come back in jersey order.
    await page.goto('/team-dashboard');
    await page.getByRole('heading', { name: `${teamName} Dashboard` }).waitFor();
    // A dialog with typing in it asks before it closes, whichever way it is closed.
    await page.getByRole('button', { name: 'Add player' }).first().click();
    const adding = page.getByRole('dialog', { name: 'Add player' });
    await adding.getByLabel('First name').fill('Half Typed');
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.keyboard.press('Escape');
    await expect.poll(() => asked.at(-1)).toBe(DISCARD_CHANGES);
    expect(await adding.getByLabel('First name').inputValue()).toBe('Half Typed');
    page.once('dialog', (question) => void question.accept());
    await adding.getByRole('button', { name: 'Cancel' }).click();
    await adding.waitFor({ state: 'detached' });
    await addPlayer(page, 'Zoe Park', '12');
    await addPlayer(page, 'Ava Chen', '3');
    await addPlayer(page, 'Mia Lopez', '7');
    const roster = page.getByRole('region', { name: 'Roster' });
    await roster.getByRole('row', { name: /Mia Lopez/ }).waitFor();
    const text = await roster.innerText();
    const order = ['Ava Chen', 'Mia Lopez', 'Zoe Park'].map((name) => text.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Each player has a personal link built from the team's slug and the jersey number.
    expect(text).toMatch(/\/player\/[a-z0-9-]+\/3/);
    await screenshot(page, 'team-dashboard-roster-1280');

    // A contact for Ava, then a fundraising email with a script in it.
    const avaRow = roster.getByRole('row', { name: /Ava Chen/ });
    await avaRow.getByRole('button', { name: 'Contacts' }).click();
    const contacts = page.getByRole('dialog');
    await contacts.getByLabel('Name').fill('Grandma Chen');
    const contactEmail = uniqueEmail('grandma');
    await contacts.getByLabel('Email').fill(contactEmail);
    await contacts.getByRole('button', { name: 'Add contact' }).click();
    await page.getByText('Contact added successfully').first().waitFor();
    await contacts.getByText('Grandma Chen').first().waitFor();
    await contacts.getByRole('button', { name: 'Send fundraising email' }).click();

    const composer = page.getByRole('dialog', { name: 'Send fundraising email' });
    await composer.getByRole('button', { name: 'Select All' }).click();
    // The placeholders are filled by the server from the database (the mailbox check below).
    expect(await composer.getByLabel('Subject').inputValue()).toBe('Support {player} and {team}!');
    await composer
      .getByLabel('Content')
      .fill('<p>Help Ava get to the tournament!</p><script>alert("x")</script>');
    await screenshot(page, 'team-fundraising-composer-1280');
    await composer.getByRole('button', { name: /^Send to 1 contact/ }).click();
    await page.getByText('Emails sent to 1 contact').first().waitFor();

    // The mail is in the outbox with the script removed.
    const list = await page.request.get('/api/dev/mailbox');
    const { messages } = (await list.json()) as { messages: { id: string; to: string; kind: string }[] };
    const sent = messages.find((m) => m.to === contactEmail && m.kind === 'fundraising');
    expect(sent).toBeDefined();
    const message = (await (await page.request.get(`/api/dev/mailbox/${sent!.id}`)).json()) as {
      html: string;
      text: string;
    };
    expect(message.html).toContain('Help Ava get to the tournament!');
    expect(message.html).not.toContain('<script');
    expect(message.text).toContain('/unsubscribe?');
    await page.goto(`/dev/mailbox?id=${sent!.id}`);
    await page.getByRole('heading', { name: `Support Ava Chen and ${teamName}!` }).waitFor();

    // Publish: never approved, so it goes to an admin for review.
    await page.goto('/team-dashboard');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Submitted for review').first().waitFor();
    await page.getByText('Under Review').first().waitFor();
    await screenshot(page, 'team-dashboard-submitted-1280');
  });

  it('looks finished on a phone', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/team-signup');
    await page.getByRole('button', { name: 'Create Account' }).waitFor();
    await screenshot(page, 'team-signup-390');
    await page.getByLabel('Full name').fill('Sam Ortiz');
    await page.getByLabel('Phone').fill('503-555-0142');
    const email = uniqueEmail('phone-coach');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Your role').selectOption({ label: 'Team Manager' });
    await page.getByLabel('Team or organization name').fill(`Eastside Hoops ${Date.now()}`);
    await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await screenshot(page, 'team-signup-check-email-390');
    await confirmByEmail(page, email);
    await page.getByRole('link', { name: 'Continue registration' }).click();
    await page.waitForURL('**/team-dashboard');
    await page.getByText('No players yet').waitFor();
    await screenshot(page, 'team-dashboard-390');
    await addPlayer(page, 'Leo Grant', '5');
    await screenshot(page, 'team-dashboard-roster-390');
    await page.goto('/team-profile');
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await screenshot(page, 'team-profile-390');
  });
});
