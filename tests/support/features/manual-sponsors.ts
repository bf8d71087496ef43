import type { ManualSponsorInput } from '../../../src/shared/schemas/manual-sponsors';

/** A body that passes every rule of the manual sponsor form. */
export const validSponsor = {
  companyName: 'Bridge City Bakery',
  companyAddress: '410 SE Main St, Portland, OR 97214',
  companyType: 'Restaurant',
  contactName: 'Rosa Diaz',
  contactEmail: 'rosa@bridgecitybakery.example.com',
  amountSponsored: 25_000,
  sponsorshipGoals: ['Feed the team after tournaments'],
} satisfies ManualSponsorInput;
