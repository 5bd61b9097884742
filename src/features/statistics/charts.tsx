import { statisticsTexts as t } from '../../i18n/nb/statistics';
import './charts.css';

/** One bar: its label and value; null is a masked count ("<3"), drawn as no bar. */
export interface Bar {
  label: string;
  value: number | null;
}

/** A tidy top of the scale (1, 2, 5 × 10ⁿ) so the gridlines read as round numbers. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((s) => s * power >= max) ?? 10;
  return step * power;
}

const number = new Intl.NumberFormat('nb-NO');

/** The axis labels' width per character and the least gap between two, in the chart's units. */
const AXIS_CHAR = 10;
const AXIS_GAP = 16;

/** Gridlines at whole numbers: the bottom, the top, and the middle when it is whole. */
function ticks(max: number): number[] {
  return max % 2 === 0 ? [0, max / 2, max] : [0, max];
}

/**
 * Bars per month (loans) with a line over them (borrowers). The picture is for the eye; the
 * numbers are in the table beside it, which is what a screen reader reads.
 */
export function MonthChart({
  what,
  bars,
  line,
  barName,
  lineName,
}: {
  what: string;
  bars: readonly Bar[];
  line: readonly (number | null)[];
  /** What the bars and the line count, for the legend under the picture. */
  barName: string;
  lineName: string;
}) {
  const width = 600;
  const height = 220;
  const pad = { left: 44, right: 8, top: 14, bottom: 34 };
  const max = niceMax(Math.max(0, ...bars.map((b) => b.value ?? 0), ...line.map((v) => v ?? 0)));
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const slot = innerW / Math.max(1, bars.length);
  const y = (v: number) => pad.top + innerH - (v / max) * innerH;
  const points = line
    .map((v, i) => (v === null ? null : `${pad.left + slot * (i + 0.5)},${y(v)}`))
    .filter((p): p is string => p !== null);
  // Every n-th month is labelled, n such that the widest label and a gap fit between two.
  const widest = Math.max(0, ...bars.map((b) => b.label.length)) * AXIS_CHAR + AXIS_GAP;
  const every = Math.max(1, Math.ceil(widest / slot));
  return (
    <>
      <svg
        className="chart"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={t.chartOf(what)}
      >
        {ticks(max).map((tick) => (
          <g key={tick}>
            <line
              className="chart__grid"
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className="chart__axis" x={pad.left - 6} y={y(tick) + 5} textAnchor="end">
              {number.format(tick)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => (
          <g key={b.label}>
            {b.value !== null && b.value > 0 && (
              <rect
                className="chart__bar"
                x={pad.left + slot * i + slot * 0.15}
                width={slot * 0.7}
                y={y(b.value)}
                height={pad.top + innerH - y(b.value)}
              />
            )}
            {i % every === 0 && (
              <text
                className="chart__axis"
                // The first and last labels align with their bar's edge, inside the picture.
                x={pad.left + slot * (i + (i === 0 ? 0.15 : i === bars.length - 1 ? 0.85 : 0.5))}
                y={height - 10}
                textAnchor={i === 0 ? 'start' : i === bars.length - 1 ? 'end' : 'middle'}
              >
                {b.label}
              </text>
            )}
          </g>
        ))}
        {points.length > 1 && <polyline className="chart__line" points={points.join(' ')} />}
        {points.map((p) => {
          const [cx, cy] = p.split(',');
          return <circle key={p} className="chart__dot" cx={cx} cy={cy} r={3.5} />;
        })}
      </svg>
      <ul className="chart-legend" aria-label={t.legend}>
        <li>
          <span className="chart-legend__bar" aria-hidden="true" />
          {barName}
        </li>
        <li>
          <span className="chart-legend__line" aria-hidden="true" />
          {lineName}
        </li>
      </ul>
    </>
  );
}

/** Horizontal bars, largest first as given: categories, products, utilisation (in %). */
export function BarList({
  what,
  bars,
  percent = false,
}: {
  what: string;
  bars: readonly Bar[];
  percent?: boolean;
}) {
  const max = percent ? 100 : Math.max(1, ...bars.map((b) => b.value ?? 0));
  return (
    <div className="bar-list" role="img" aria-label={t.chartOf(what)}>
      {bars.map((b) => (
        <div key={b.label} className="bar-list__row" aria-hidden="true">
          <span className="bar-list__label">{b.label}</span>
          <span className="bar-list__track">
            <span className="bar-list__bar" style={{ width: `${((b.value ?? 0) / max) * 100}%` }} />
          </span>
          <span className="bar-list__value">
            {b.value === null ? t.masked : `${number.format(b.value)}${percent ? ' %' : ''}`}
          </span>
        </div>
      ))}
    </div>
  );
}
