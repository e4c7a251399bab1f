import type { RatePoint } from '../utils/timeline.ts';
import styles from './child-view.module.css';

export interface PanelSeries {
  key: string;
  label: string;
  color: string;
  points: readonly RatePoint[];
}

const WIDTH = 340;
const HEIGHT = 150;
const PAD = { left: 40, right: 20, top: 10, bottom: 24 };

/** A small line chart of rates against age: one panel of the child view, on the span the panels share. */
export function RatePanel({
  title,
  unit,
  series,
  span,
  testId,
  ageLabel,
}: {
  title: string;
  unit: string;
  series: readonly PanelSeries[];
  span: { from: number; to: number };
  testId: string;
  ageLabel: (age: number) => string;
}) {
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const top = values.length > 0 ? Math.max(...values) : 1;
  const low = values.length > 0 ? Math.min(0, ...values) : 0;
  const yMax = niceCeil(top);
  const x = (age: number) => PAD.left + ((age - span.from) / (span.to - span.from)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - low) / (yMax - low || 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const years = Array.from({ length: span.to - span.from + 1 }, (_, i) => span.from + i);
  const ticks = [low, (low + yMax) / 2, yMax];
  return (
    <figure className={styles.panel} data-testid={testId} data-points={values.length}>
      <figcaption className={styles.panelTitle}>
        {title} <span className={styles.unit}>({unit})</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title} (${unit})`} className={styles.svg}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={PAD.left - 4} y={y(tick) + 4} textAnchor="end" className={styles.tick}>
              {Number(tick.toFixed(2))}
            </text>
          </g>
        ))}
        {years.map((year) => (
          <text key={year} x={x(year)} y={HEIGHT - 6} textAnchor="middle" className={styles.tick}>
            {ageLabel(year)}
          </text>
        ))}
        {series.map((s) => (
          <g key={s.key} data-series={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              points={s.points.map((p) => `${x(p.ageYears)},${y(p.value)}`).join(' ')}
            />
            {s.points.map((p) => (
              <circle key={p.date} cx={x(p.ageYears)} cy={y(p.value)} r={3.5} fill={s.color} />
            ))}
          </g>
        ))}
      </svg>
      {series.length > 1 ? (
        <ul className={styles.legend}>
          {series.map((s) => (
            <li key={s.key}>
              <span className={styles.swatch} style={{ background: s.color }} aria-hidden="true" /> {s.label}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}

/** 1, 2 or 5 × a power of ten at or above the value, so the axis reads in round numbers. */
function niceCeil(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
