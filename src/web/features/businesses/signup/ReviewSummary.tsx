import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { BUSINESS_SIGNUP_STEPS } from '../../../../shared/constants';
import { humanize, humanizeList, primaryGoalLabel } from '../../../../shared/labels';
import { formatCents } from '../../../../shared/money';
import type { BusinessWizardStep } from '../../../../shared/schemas/business';
import { Button } from '../../../components/ui/Button';
import type { StepValues } from '../draft';

const list = (values: readonly string[] | undefined, none = 'No preference') =>
  values?.length ? values.join(', ') : none;

function budget(min: number | null | undefined, max: number | null | undefined): string {
  const from = formatCents(min ?? 0);
  return typeof max === 'number' ? `${from} to ${formatCents(max)} a year` : `From ${from} a year`;
}

/** Everything entered in steps 2 to 5, each block with a way back to its step. */
export function ReviewSummary({
  values,
  accountEmail,
  onEdit,
}: {
  values: StepValues;
  accountEmail: string;
  onEdit: (step: BusinessWizardStep) => void;
}) {
  const details = values[2] ?? {};
  const profile = values[3] ?? {};
  const preferences = values[4] ?? {};
  const targeting = values[5] ?? {};
  const blocks: { step: BusinessWizardStep; rows: [string, ReactNode][] }[] = [
    {
      step: 2,
      rows: [
        ['Business', details.businessName],
        ['Type', [humanize(details.businessType), details.industry].filter(Boolean).join(' · ')],
        ['Primary goal', primaryGoalLabel(details.primaryGoal)],
        [
          'Contact',
          [details.contactName, details.phoneNumber, details.businessEmail || accountEmail]
            .filter(Boolean)
            .join(' · '),
        ],
      ],
    },
    {
      step: 3,
      rows: [
        ['Address', profile.businessAddress],
        ['Website', profile.websiteUrl || 'None given'],
        ['Offers', profile.primaryProductsServices],
      ],
    },
    {
      step: 4,
      rows: [
        ['Partnership types', humanizeList(preferences.partnershipTypes)],
        ['Sponsoring', humanizeList(preferences.sponsorshipCategories)],
        ['Budget', budget(preferences.annualBudgetMinCents, preferences.annualBudgetMaxCents)],
      ],
    },
    {
      step: 5,
      rows: [
        ['Age groups', list(targeting.preferredAgeGroups)],
        ['Sports', list(targeting.preferredSports, 'Any sport')],
        ['Goals', list(targeting.partnershipGoals)],
      ],
    },
  ];
  return (
    <div className="divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200">
      {blocks.map(({ step, rows }) => (
        <div key={step} className="p-4">
          <div className="flex items-center justify-between gap-3">
            <h4 className="font-semibold text-navy">{BUSINESS_SIGNUP_STEPS[step - 1]}</h4>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onEdit(step)}
              aria-label={`Edit ${BUSINESS_SIGNUP_STEPS[step - 1]}`}
            >
              <Pencil className="size-4" aria-hidden />
              Edit
            </Button>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[9rem_1fr]">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-words text-slate-800">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
