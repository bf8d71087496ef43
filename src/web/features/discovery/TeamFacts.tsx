import { NOT_SPECIFIED } from '../../../shared/constants';

/** 'Soccer · Under 12', leaving out what the team has not filled in yet. */
export function TeamFacts({
  sport,
  ageGroup,
  className,
}: {
  sport: string;
  ageGroup: string;
  className?: string;
}) {
  const facts = [sport, ageGroup].filter((fact) => fact && fact !== NOT_SPECIFIED);
  if (facts.length === 0) return null;
  return (
    <p
      className={`text-sm font-semibold tracking-wide text-field uppercase${className ? ` ${className}` : ''}`}
    >
      {facts.join(' · ')}
    </p>
  );
}
