import { MousePointerClick } from 'lucide-react';
import { useState } from 'react';
import type { AdminMatch, MatchBusinessCandidate, MatchTeamCandidate } from '../../../shared/schemas/matches';
import { useBusinessCandidates, useTeamCandidates } from '../matches/api';
import { CandidatePicker } from '../matches/CandidatePicker';
import { businessFacts, teamFacts } from '../matches/facts';
import { type IntroductionToSend, IntroEmailDialog } from '../matches/IntroEmailDialog';
import { MatchList } from '../matches/MatchList';
import { ProposedMatchPanel } from '../matches/ProposedMatchPanel';
import { ReviseOfferDialog } from '../matches/ReviseOfferDialog';

/**
 * Create Matches (spec part 2, section 2.13): pick one approved team and one approved business, fill the
 * offer in the Proposed Match panel, create the match and send the introduction; below, every match
 * with its status, and 'Revise offer' when a party asked for changes.
 */
export function CreateMatchesTab() {
  const [teamQuery, setTeamQuery] = useState('');
  const [businessQuery, setBusinessQuery] = useState('');
  const teams = useTeamCandidates(teamQuery);
  const businesses = useBusinessCandidates(businessQuery);
  const [team, setTeam] = useState<MatchTeamCandidate | null>(null);
  const [business, setBusiness] = useState<MatchBusinessCandidate | null>(null);
  const [introduction, setIntroduction] = useState<IntroductionToSend | null>(null);
  const [revising, setRevising] = useState<AdminMatch | null>(null);

  return (
    <div className="space-y-10">
      <section aria-labelledby="create-match-heading" className="space-y-4">
        <div>
          <h2 id="create-match-heading" className="text-xl font-bold">
            Create a match
          </h2>
          <p className="text-slate-600">
            Pick one team and one business. Both get an introduction email and answer it with a click.
          </p>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <CandidatePicker
            id="match-team"
            title="Approved teams"
            noun={['team', 'teams']}
            placeholder="Name, sport, place or coach"
            query={teamQuery}
            onQuery={setTeamQuery}
            list={teams}
            selectedId={team?.id ?? null}
            onSelect={setTeam}
            describe={(item) => ({ name: item.name, facts: teamFacts(item) })}
          />
          <CandidatePicker
            id="match-business"
            title="Approved businesses"
            noun={['business', 'businesses']}
            placeholder="Name, industry or area"
            query={businessQuery}
            onQuery={setBusinessQuery}
            list={businesses}
            selectedId={business?.id ?? null}
            onSelect={setBusiness}
            describe={(item) => ({ name: item.businessName, facts: businessFacts(item) })}
          />
        </div>
        {team && business ? (
          <ProposedMatchPanel
            key={`${team.id}:${business.id}`}
            team={team}
            business={business}
            onSend={setIntroduction}
            onStartOver={() => {
              setTeam(null);
              setBusiness(null);
            }}
          />
        ) : (
          <p className="flex items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-slate-300 bg-white px-5 py-4 text-slate-600">
            <MousePointerClick className="size-5 shrink-0 text-navy" aria-hidden />
            {team || business
              ? `Now pick ${team ? 'a business' : 'a team'} to see the proposed match.`
              : 'Pick a team and a business to see the proposed match.'}
          </p>
        )}
      </section>

      <MatchList onSend={setIntroduction} onRevise={setRevising} />

      <IntroEmailDialog introduction={introduction} onClose={() => setIntroduction(null)} />
      <ReviseOfferDialog
        match={revising}
        onClose={() => setRevising(null)}
        onRevised={(next) => {
          setRevising(null);
          setIntroduction(next);
        }}
      />
    </div>
  );
}
