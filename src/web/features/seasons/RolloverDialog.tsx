import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Team } from '../../../shared/schemas/team';
import { Button } from '../../components/ui/Button';
import { CheckboxGroup } from '../../components/ui/CheckboxGroup';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Skeleton } from '../../components/ui/Skeleton';
import { ApiError } from '../../lib/api';
import { useRoster } from '../roster/api';
import { useRollOver } from './api';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (iso: string, days: number) =>
  isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000));

/** The day after the current season, or today; and about six months on. */
function suggestedSeason(team: Team) {
  const today = isoDay(new Date());
  const start = team.seasonEndDate && team.seasonEndDate >= today ? addDays(team.seasonEndDate, 1) : today;
  return { start, end: addDays(start, 182) };
}

function RolloverForm({ team, onDone }: { team: Team; onDone: () => void }) {
  const roster = useRoster(team.id);
  const rollOver = useRollOver(team.id);
  const suggested = suggestedSeason(team);
  const [start, setStart] = useState(suggested.start);
  const [end, setEnd] = useState(suggested.end);
  // Everyone stays unless unticked; null until the roster has loaded.
  const [kept, setKept] = useState<string[] | null>(null);
  const players = roster.data ?? [];
  const keep = kept ?? players.map((p) => p.id);
  const fields = rollOver.error instanceof ApiError ? rollOver.error.fields : {};

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    rollOver.mutate(
      { seasonStart: start, seasonEnd: end, keepPlayerIds: keep },
      {
        onSuccess: (result) => {
          toast.success('Season rolled over', {
            description: `${result.season.label} is archived. ${result.renewalOffers} ${
              result.renewalOffers === 1 ? 'sponsor was' : 'sponsors were'
            } offered renewal.`,
          });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) return;
          toast.error('Could not roll over the season', { description: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="New season starts" htmlFor="rollover-start" error={fields.seasonStart?.[0]} required>
          <Input
            id="rollover-start"
            type="date"
            value={start}
            onChange={(event) => setStart(event.target.value)}
            invalid={Boolean(fields.seasonStart)}
            aria-describedby={fields.seasonStart ? 'rollover-start-error' : undefined}
            required
          />
        </Field>
        <Field label="New season ends" htmlFor="rollover-end" error={fields.seasonEnd?.[0]} required>
          <Input
            id="rollover-end"
            type="date"
            value={end}
            onChange={(event) => setEnd(event.target.value)}
            invalid={Boolean(fields.seasonEnd)}
            aria-describedby={fields.seasonEnd ? 'rollover-end-error' : undefined}
            required
          />
        </Field>
      </div>

      {roster.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">Loading your roster</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : players.length === 0 ? (
        <p className="text-slate-600">
          Your roster is empty: add players to the new season from the dashboard.
        </p>
      ) : (
        <CheckboxGroup
          legend="Players carried into the new season (untick graduating players)"
          options={players.map((p) => ({
            value: p.id,
            label: p.playerName,
            description: p.jerseyNumber !== null ? `#${p.jerseyNumber}` : undefined,
          }))}
          value={keep}
          onChange={setKept}
          error={fields.keepPlayerIds?.[0]}
          columns={2}
        />
      )}

      <div className="rounded-[var(--radius-control)] bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-navy">What happens</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          <li>This season's report is archived and emailed to you; it stays readable under "Season".</li>
          <li>
            Sponsorships whose contract ends before the new season are completed; contracts that run longer
            keep their spot.
          </li>
          <li>
            Those sponsors get an email offering their tier again, held for them until 14 days into the new
            season.
          </li>
          <li>Unticked players leave the roster (their donations stay in the reports); goals reset.</li>
        </ul>
      </div>

      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary" type="button">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={rollOver.isPending} disabled={roster.isPending}>
          Roll over season
        </Button>
      </div>
    </form>
  );
}

/** The sponsorship manager's 'Roll over season' button and its dialog (issue 7, section 3). */
export function RolloverDialog({ team }: { team: Team }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <CalendarClock className="size-4" aria-hidden />
          Roll over season
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Roll over season"
        description="Start the next season with your roster, tiers and an offer to this season's sponsors to renew."
        size="max-w-2xl"
      >
        {open && <RolloverForm team={team} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
