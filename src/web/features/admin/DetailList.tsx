import type { ReactNode } from 'react';
import { NOT_SPECIFIED } from '../../../shared/constants';
import { humanize } from '../../../shared/labels';

type Value = ReactNode | readonly string[];

function isEmpty(value: Value): boolean {
  return value == null || value === '' || (Array.isArray(value) && value.length === 0);
}

function Missing() {
  return <span className="text-slate-500 italic">{NOT_SPECIFIED}</span>;
}

/** A titled block of a record dialog; its facts sit in two columns, long ones across both. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">{children}</dl>
    </section>
  );
}

/** One labelled fact; empty values read 'Not specified', lists become humanized chips. */
export function Detail({ label, value, wide = false }: { label: string; value: Value; wide?: boolean }) {
  return (
    <div className={`min-w-0${wide ? ' col-span-2' : ''}`}>
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">
        {isEmpty(value) ? (
          <Missing />
        ) : Array.isArray(value) ? (
          <Chips values={value as readonly string[]} />
        ) : (
          (value as ReactNode)
        )}
      </dd>
    </div>
  );
}

/** A section of one list (sports, placements...): its chips across both columns under one label. */
export function ListSection({
  title,
  label,
  values,
}: {
  title: string;
  label: string;
  values: readonly string[];
}) {
  return (
    <DetailSection title={title}>
      <Detail label={label} value={values} wide />
    </DetailSection>
  );
}

/** A long text of its own (description, achievements...), line breaks kept. */
export function TextSection({ title, text }: { title: string; text: string | null }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800">
        {text?.trim() ? text : <Missing />}
      </p>
    </section>
  );
}

export function Chips({ values }: { values: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700">
          {humanize(value)}
        </li>
      ))}
    </ul>
  );
}

/** Social handles as 'Network: handle' facts; none at all reads 'Not specified'. */
export function SocialDetails({ handles }: { handles: Partial<Record<string, string>> }) {
  const given = Object.entries(handles).filter(([, handle]) => handle);
  if (given.length === 0) return <Detail label="Handles" value={null} />;
  return given.map(([network, handle]) => <Detail key={network} label={humanize(network)} value={handle} />);
}
