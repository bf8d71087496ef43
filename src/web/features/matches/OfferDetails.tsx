import { type MatchOffer, seasonLabel } from '../../../shared/schemas/matches';
import { CheckList } from '../../components/ui/CheckList';

type Offer = Pick<
  MatchOffer,
  'version' | 'tierSelected' | 'amountDisplay' | 'seasonStart' | 'seasonEnd' | 'summary' | 'deliverables'
>;

/** An offer's terms: tier or Custom, amount, season, summary and the deliverables list. */
export function OfferDetails({ offer }: { offer: Offer }) {
  const rows = [
    { label: 'Offer', value: `Version ${offer.version}` },
    { label: 'Tier', value: offer.tierSelected },
    { label: 'Season', value: seasonLabel(offer.seasonStart, offer.seasonEnd) },
  ];
  return (
    <div>
      <p className="text-3xl font-bold text-navy tabular-nums">{offer.amountDisplay}</p>
      <dl className="mt-3 divide-y divide-slate-100 border-y border-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="shrink-0 text-slate-500">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-slate-800">{row.value}</dd>
          </div>
        ))}
      </dl>
      {offer.summary && (
        <p className="mt-4 break-words whitespace-pre-line text-slate-700">{offer.summary}</p>
      )}
      {offer.deliverables.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-navy">Deliverables</h3>
          <CheckList items={offer.deliverables} className="mt-2" />
        </>
      )}
    </div>
  );
}
