import { MANUAL_SPONSOR_SOCIAL_NETWORKS } from '../../../shared/constants';
import { dollarsToCents } from '../../../shared/money';
import type { ManualSponsorInput, ManualSponsorSocialNetwork } from '../../../shared/schemas/manual-sponsors';

export const NETWORK_LABELS: Record<ManualSponsorSocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
};

/** The 'Add Sponsor' form as typed: the amount in dollars, goals one per row, every handle a text. */
export interface SponsorFormValues {
  companyName: string;
  companyAddress: string;
  companyType: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  amountSponsored: string;
  sponsorshipGoals: string[];
  promotionDetails: string;
  socialMediaHandles: Record<ManualSponsorSocialNetwork, string>;
}

export const EMPTY_SPONSOR_FORM: SponsorFormValues = {
  companyName: '',
  companyAddress: '',
  companyType: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  amountSponsored: '',
  sponsorshipGoals: [''],
  promotionDetails: '',
  socialMediaHandles: Object.fromEntries(MANUAL_SPONSOR_SOCIAL_NETWORKS.map((n) => [n, ''])) as Record<
    ManualSponsorSocialNetwork,
    string
  >,
};

/** The API body: dollars become cents (text that is not an amount becomes NaN, which the schema refuses). */
export function sponsorBody(values: SponsorFormValues): ManualSponsorInput {
  const amount = values.amountSponsored.trim();
  return {
    ...values,
    companyType: values.companyType as ManualSponsorInput['companyType'],
    amountSponsored: amount === '' ? Number.NaN : (dollarsToCents(amount) ?? Number.NaN),
  };
}
