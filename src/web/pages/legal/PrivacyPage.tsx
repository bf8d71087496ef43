import { LegalPage, type LegalSection, SupportAddress } from '../../features/legal/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we keep',
    body: (
      <p>
        Your account (name, email, phone, and a scrambled form of your password), the team or business profile
        you write, the messages you send through Homefield, and a record of each payment: amount, date, and
        the name and email you gave. Card numbers go to our payment provider, never to us.
      </p>
    ),
  },
  {
    heading: 'Players are children: what the public sees',
    body: (
      <>
        <p>
          A player's public page shows their first name and the initial of their last name, never the full
          name; the full name is seen only by the player's team. Player pages are kept out of search engines.
        </p>
        <p>
          A photo of a player appears only when the team has recorded a parent's consent. A parent or guardian
          can ask the team, or us, to hide a player's page (it disappears at once) or to remove the player's
          details altogether.
        </p>
      </>
    ),
  },
  {
    heading: 'Who sees what',
    body: (
      <p>
        Our payment provider receives what it needs to take a payment. A team sees a donor's name only when
        the donor ticks the box to show it, and never the donor's email. A business and a team see each
        other's contact details only once both have agreed to work together. Only businesses Homefield has
        approved are named as sponsors on public pages. We do not sell your data or share it for advertising.
      </p>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <p>
        Homefield sets one cookie, to keep you signed in, and only when you sign in. There are no advertising
        or tracking cookies.
      </p>
    ),
  },
  {
    heading: 'Emails',
    body: (
      <p>
        We email you receipts, account messages (like confirming your address) and the messages you ask for.
        Fundraising emails a team sends its contacts carry an unsubscribe link that works at once.
      </p>
    ),
  },
  {
    heading: 'Your choices, and contact',
    body: (
      <p>
        To get a copy of your data, correct it, or have your account or a player's details removed, write to{' '}
        <SupportAddress />. We keep payment records as long as the law requires, even after an account is
        closed.
      </p>
    ),
  },
];

/** /privacy: what Homefield keeps and shows, minors' data first (issue 18, hole 11). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary="What Homefield keeps about you and about the players on a team, who can see it, and how to have it changed or removed."
      sections={SECTIONS}
    />
  );
}
