import { useWidth } from './useWidth';

export interface Bar {
  label: string;
  value: number;
}

const ROW = 40;
/** Room for the figure at the end of a row. */
const VALUE_WIDTH = 84;

/** Cuts a label to what fits in `width` pixels at 13 px (about 7 px a character), with an ellipsis. */
function fit(label: string, width: number): string {
  const max = Math.max(4, Math.floor(width / 7));
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

/** The `limit` largest bars; the rest summed into one 'Everyone else' bar. Zero bars are left out. */
export function topBars(bars: Bar[], limit: number, others = 'Everyone else'): Bar[] {
  const sorted = bars.filter((bar) => bar.value > 0).sort((a, b) => b.value - a.value);
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1).reduce((total, bar) => total + bar.value, 0);
  return [...sorted.slice(0, limit - 1), { label: others, value: rest }];
}

/**
 * Horizontal bars, one row each: the label and the figure above a bar whose length is the value's share
 * of the largest. Drawn at the container's own width. Wrap it in a ChartFigure for its title and table.
 */
export function BarChart({ bars, format }: { bars: Bar[]; format: (value: number) => string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * ROW;
  return (
    <div ref={ref} className="overflow-hidden" style={{ minHeight: height }}>
      {width > 0 && (
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="presentation"
          className="block max-w-full"
        >
          {bars.map((bar, i) => {
            const y = i * ROW;
            return (
              <g key={bar.label}>
                <text x={0} y={y + 14} className="fill-slate-700 text-[13px]">
                  {fit(bar.label, width - VALUE_WIDTH)}
                </text>
                <text x={width} y={y + 14} textAnchor="end" className="fill-navy text-[13px] font-semibold">
                  {format(bar.value)}
                </text>
                <rect x={0} y={y + 22} width={width} height={10} rx={5} className="fill-slate-100" />
                <rect
                  x={0}
                  y={y + 22}
                  width={Math.max(6, (bar.value / max) * width)}
                  height={10}
                  rx={5}
                  className="fill-field"
                />
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}
