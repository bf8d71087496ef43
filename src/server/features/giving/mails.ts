import { GIVING_LINK_MINUTES } from '../../../shared/schemas/giving';
import { mailBody } from '../../email/layout';
import type { OutgoingMail } from '../../email/outbox';

/** The sign-in link to the donor's giving page. */
export function givingLinkMail(input: { to: string; link: string }): OutgoingMail {
  const what = `Here is the link to your Homefield giving page: every gift you made from this address with its receipt, your monthly donations (change, pause or cancel them) and a statement for each year. It works once, within ${GIVING_LINK_MINUTES} minutes.`;
  const ifNotYou = 'If you did not ask for it, ignore this message: nothing changes.';
  return {
    kind: 'giving_link',
    to: input.to,
    toName: null,
    subject: 'Your Homefield giving page',
    ...mailBody(['Hi,', what, { link: 'Open my giving page', href: input.link }, ifNotYou]),
  };
}
