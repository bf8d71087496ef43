import { humanize } from '../../../shared/labels';
import type { Business } from '../../../shared/schemas/business';
import type { Team } from '../../../shared/schemas/team';
import { annualBudget } from './BusinessDetailsDialog';
import { centsRange } from './format';
import type { CardFact } from './RecordCard';

/** Sport, age group, location, coach, email and budget range (spec part 2, section 2.13). */
export function teamFacts(team: Team): CardFact[] {
  return [
    { label: 'Sport', value: team.sport },
    { label: 'Age group', value: team.ageGroup },
    { label: 'Location', value: team.location },
    { label: 'Coach', value: team.coachName },
    {
      label: 'Budget range',
      value: team.budgetRange ?? centsRange(team.budgetMinCents, team.budgetMaxCents),
    },
    { label: 'Email', value: team.contactEmail, wide: true },
  ];
}

/** Type, industry, address, contact, email and annual budget range. */
export function businessFacts(business: Business): CardFact[] {
  return [
    { label: 'Type', value: humanize(business.businessType) },
    { label: 'Industry', value: business.industry },
    { label: 'Contact', value: business.contactName },
    { label: 'Annual budget', value: annualBudget(business) },
    { label: 'Address', value: business.businessAddress, wide: true },
    { label: 'Email', value: business.businessEmail, wide: true },
  ];
}
