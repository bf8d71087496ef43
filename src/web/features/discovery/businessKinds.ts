import { humanize } from '../../../shared/labels';

/** Industry and business type, once each: 'Retail' and 'retail' say the same thing. */
export function businessKinds(industry: string | null, businessType: string): string[] {
  const type = humanize(businessType);
  return industry && industry.toLowerCase() !== type.toLowerCase() ? [industry, type] : [industry ?? type];
}
