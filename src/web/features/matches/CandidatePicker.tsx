import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { Skeleton } from '../../components/ui/Skeleton';
import { FilterTextInput } from '../discovery/FilterTextInput';

interface CandidateList<T> {
  data?: { items: T[]; total: number };
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface CandidatePickerProps<T extends { id: string }> {
  /** Prefix of the control ids. */
  id: string;
  title: string;
  /** 'team' / 'teams'. */
  noun: [string, string];
  /** What the search box reads. */
  placeholder: string;
  query: string;
  onQuery: (query: string) => void;
  list: CandidateList<T>;
  selectedId: string | null;
  onSelect: (item: T) => void;
  /** The name, and a line of facts under it. */
  describe: (item: T) => { name: string; facts: string };
}

function ListSkeleton() {
  return (
    <div className="space-y-2 p-2" aria-busy="true">
      <span className="sr-only">Loading</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/**
 * A searchable, scrollable list to pick one item from: native radio buttons, so the arrow keys move the
 * choice and a screen reader reads "2 of 12".
 */
export function CandidatePicker<T extends { id: string }>({
  id,
  title,
  noun,
  placeholder,
  query,
  onQuery,
  list,
  selectedId,
  onSelect,
  describe,
}: CandidatePickerProps<T>) {
  const items = list.data?.items;
  let body: React.ReactNode;
  if (list.isPending) body = <ListSkeleton />;
  else if (list.isError || !items) {
    body = (
      <div className="p-6 text-center">
        <p className="font-semibold text-navy">Failed to load {noun[1]}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => list.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center p-6 text-center">
        <SearchX className="size-6 text-slate-400" aria-hidden />
        <p className="mt-2 font-semibold text-navy">
          {query ? `No approved ${noun[1]} match “${query}”` : `No approved ${noun[1]} yet`}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {query
            ? 'Try a shorter word.'
            : `Approve ${noun[1]} in the Approval Center first; only approved ${noun[1]} can be matched.`}
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="space-y-1 p-2">
        {items.map((item) => {
          const { name, facts } = describe(item);
          const checked = item.id === selectedId;
          return (
            <li key={item.id}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border px-3 py-2.5 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky ${
                  checked ? 'border-navy bg-slate-50' : 'border-transparent hover:bg-slate-50'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-choice`}
                  className="mt-1 size-4 shrink-0 accent-navy focus:outline-none"
                  checked={checked}
                  onChange={() => onSelect(item)}
                />
                <span className="min-w-0">
                  <span className="block font-semibold break-words text-slate-900">{name}</span>
                  {facts && <span className="block text-sm break-words text-slate-600">{facts}</span>}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    );
  }

  const total = list.data?.total ?? 0;
  const shown = items?.length ?? 0;
  return (
    <Card className="flex flex-col overflow-hidden">
      <fieldset className="flex min-h-0 flex-1 flex-col">
        <legend className="px-4 pt-4 text-lg font-bold text-navy">{title}</legend>
        <div className="space-y-3 border-b border-slate-200 px-4 pt-3 pb-4">
          <Field label={`Search ${noun[1]}`} htmlFor={`${id}-search`}>
            <FilterTextInput id={`${id}-search`} placeholder={placeholder} value={query} onCommit={onQuery} />
          </Field>
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.data
              ? shown < total
                ? `Showing ${shown} of ${total} ${noun[1]}; search to narrow the list`
                : `${total} ${total === 1 ? noun[0] : noun[1]}`
              : ' '}
          </p>
        </div>
        <div className="h-64 overflow-y-auto overscroll-contain sm:h-80">{body}</div>
      </fieldset>
    </Card>
  );
}
