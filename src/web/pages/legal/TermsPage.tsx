import { LegalPage, type LegalSection, SupportAddress } from '../../features/legal/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What Homefield does',
    body: (
      <p>
        Homefield connects youth sports teams with local businesses that sponsor them and with the families
        and friends who give to their players. We list teams, take payments on their behalf through our
        payment provider, send receipts and keep the records. A sponsorship is an agreement between the
        business and the team: Homefield is the platform, not a party to it, and does not deliver the benefits
        a team promises.
      </p>
    ),
  },
  {
    heading: 'Who may take and make payments',
    body: (
      <p>
        A team takes sponsorships and gifts only after Homefield has approved it and its organiser has
        confirmed their email address. A business can sponsor only after Homefield has approved it. Until then
        their pages say so, and no payment is taken.
      </p>
    ),
  },
  {
    heading: 'Payments',
    body: (
      <>
        <p>
          You pay by card on our payment provider's secure checkout page; Homefield never sees or stores your
          card number. A sponsorship is paid once, at the price of the tier you choose. A gift to a player
          goes to the player's team and counts toward the team's season. A monthly gift is charged on the same
          day each month until you cancel it with the link in any of its receipts; cancelling stops the next
          payment at once.
        </p>
        <p>Every payment gets an emailed receipt, and the team is told about it.</p>
      </>
    ),
  },
  {
    heading: 'Refunds',
    body: (
      <p>
        If something went wrong with a payment (a double charge, an amount you did not mean, a sponsorship the
        team cannot honour), write to us within 60 days and we will work it out with the team and refund it
        through the payment provider where that is fair. A refunded payment leaves the team's totals. Months
        of a monthly gift already paid before you cancelled are not refunded automatically, but you can ask.
      </p>
    ),
  },
  {
    heading: "Teams' and businesses' part",
    body: (
      <p>
        Teams keep their profile truthful, use the money for the team and deliver what their sponsorship tiers
        promise. Businesses keep their profile truthful and pay for what they choose. Everyone keeps their
        password to themselves. We may pause or close an account that breaks these terms, misleads families or
        sponsors, or puts players at risk.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms or a payment: write to <SupportAddress />.
      </p>
    ),
  },
];

/** /terms: what using Homefield means, payments and refunds first (issue 18, hole 11). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      summary="The rules of Homefield in plain words: what we do, how payments and refunds work, and what we ask of teams and businesses."
      sections={SECTIONS}
    />
  );
}
