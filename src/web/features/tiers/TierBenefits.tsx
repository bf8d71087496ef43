import { Check } from 'lucide-react';

/** A package's benefits as a ticked list: a team's tier or a league's package, wherever it is shown. */
export function TierBenefits({ name, benefits }: { name: string; benefits: string[] }) {
  if (benefits.length === 0) return null;
  return (
    <ul aria-label={`${name} benefits`} className="mt-3 space-y-1.5">
      {benefits.map((benefit, index) => (
        <li key={index} className="flex gap-2 text-slate-700">
          <Check className="mt-0.5 size-4 shrink-0 text-field" aria-hidden />
          <span className="min-w-0 break-words">{benefit}</span>
        </li>
      ))}
    </ul>
  );
}
