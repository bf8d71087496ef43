import { type ReactNode, useId } from 'react';

export interface ChartTable {
  columns: string[];
  rows: string[][];
}

interface ChartFigureProps {
  title: string;
  /** One line under the title: what the chart shows, or its total. */
  description?: ReactNode;
  /** The chart's figures for screen readers (the drawing itself is hidden from them). */
  table: ChartTable;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: ReactNode;
  children: ReactNode;
}

/**
 * A chart with its title, and the same figures in a visually hidden table: a screen reader reads the table,
 * everyone else looks at the drawing.
 */
export function ChartFigure({ title, description, table, empty, children }: ChartFigureProps) {
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0">
      <figcaption className="mb-3">
        <span id={`${id}-title`} className="block font-semibold text-navy">
          {title}
        </span>
        {description && <span className="block text-sm text-slate-600">{description}</span>}
      </figcaption>
      {empty ?? (
        <>
          <div aria-hidden="true">{children}</div>
          {/* In a hidden box, not a hidden table: a table is never narrower than its text, so it would widen the page. */}
          <div className="sr-only">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.join('|')}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={i}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </figure>
  );
}
