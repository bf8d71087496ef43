import { useWidth } from './useWidth';

export interface TimePoint {
  /** The axis label ('Mar'). */
  label: string;
  /** What came in during the step (a bar). */
  value: number;
  /** The running total at its end (the line). */
  cumulative: number;
}

const HEIGHT = 220;
const PAD = { left: 64, right: 8, top: 12, bottom: 28 };

/**
 * Raised over time: a gold bar for each step's money and a navy line for the running total, on one scale.
 * Drawn at the container's own width; wrap it in a ChartFigure for its title and table.
 */
export function TimeChart({ points, format }: { points: TimePoint[]; format: (value: number) => string }) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const plot = {
    width: Math.max(0, width - PAD.left - PAD.right),
    height: HEIGHT - PAD.top - PAD.bottom,
  };
  const max = Math.max(1, ...points.map((p) => p.cumulative));
  const yOf = (value: number) => PAD.top + plot.height - (value / max) * plot.height;
  const step = points.length ? plot.width / points.length : 0;
  const xOf = (i: number) => PAD.left + step * (i + 0.5);
  const bar = Math.min(32, step * 0.6);
  // Labels at least 44 px apart.
  const every = Math.max(1, Math.ceil(44 / Math.max(step, 1)));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${xOf(i)},${yOf(p.cumulative)}`).join(' ');
  return (
    <div ref={ref} className="overflow-hidden" style={{ minHeight: HEIGHT }}>
      {width > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="presentation"
          className="block max-w-full"
        >
          {[0, 0.5, 1].map((share) => (
            <g key={share}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={yOf(max * share)}
                y2={yOf(max * share)}
                className="stroke-slate-200"
              />
              <text
                x={PAD.left - 8}
                y={yOf(max * share) + 4}
                textAnchor="end"
                className="fill-slate-500 text-[12px]"
              >
                {/* The top line is the exact total; the middle one a round figure. */}
                {format(share === 1 ? max : Math.round((max * share) / 100) * 100)}
              </text>
            </g>
          ))}
          {points.map((p, i) =>
            p.value > 0 ? (
              <rect
                key={`bar-${p.label}-${i}`}
                x={xOf(i) - bar / 2}
                y={yOf(p.value)}
                width={bar}
                height={PAD.top + plot.height - yOf(p.value)}
                rx={3}
                className="fill-gold"
              />
            ) : null,
          )}
          <path d={line} fill="none" strokeWidth={2.5} className="stroke-navy" />
          {points.map((p, i) => (
            <circle
              key={`dot-${p.label}-${i}`}
              cx={xOf(i)}
              cy={yOf(p.cumulative)}
              r={3.5}
              className="fill-navy"
            />
          ))}
          {points.map((p, i) =>
            i % every === 0 ? (
              <text
                key={`label-${p.label}-${i}`}
                x={xOf(i)}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-slate-500 text-[12px]"
              >
                {p.label}
              </text>
            ) : null,
          )}
        </svg>
      )}
    </div>
  );
}
