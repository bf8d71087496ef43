import { MapPin, UserRound } from 'lucide-react';
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

/** Where the team plays and who coaches it: the line under its name on its profile and its sponsor page. */
export function TeamLocationAndCoach({ location, coachName }: { location: string; coachName: string }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <MapPin className="size-4 text-slate-400" aria-hidden />
        {location}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserRound className="size-4 text-slate-400" aria-hidden />
        Coach {coachName}
      </span>
    </p>
  );
}
