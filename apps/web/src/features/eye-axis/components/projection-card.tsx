import type { EyeProjection } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useEyeProjection } from '../api/get-projection.ts';
import type { EyeAxisRole } from '../api/keys.ts';
import effectStyles from './effect-cards.module.css';
import styles from './eye-axis.module.css';

type Side = NonNullable<EyeProjection['right']>;
const W = 320;
const H = 170;
const M = { left: 36, right: 10, top: 10, bottom: 26 };
const f1 = (v: number) => v.toFixed(1);

/** The band (never a line), the child's centile path dashed inside it, and the 26 mm line, by age to 18. */
function BandChart({ side, highMm, label }: { side: Side; highMm: number; label: string }) {
  const { t } = useTranslation('beyondEye');
  const xs = side.points.map((p) => p.ageYears);
  const x0 = Math.floor(xs[0]!);
  const x1 = 18;
  const lows = side.points.map((p) => p.lowMm);
  const highs = side.points.map((p) => p.highMm);
  const y0 = Math.floor(Math.min(...lows) - 0.3);
  const y1 = Math.ceil(Math.max(...highs, highMm) + 0.3);
  const px = (age: number) => M.left + ((age - x0) / Math.max(x1 - x0, 1)) * (W - M.left - M.right);
  const py = (mm: number) => M.top + ((y1 - mm) / (y1 - y0)) * (H - M.top - M.bottom);
  const band = [
    ...side.points.map((p) => `${px(p.ageYears)},${py(p.highMm)}`),
    ...[...side.points].reverse().map((p) => `${px(p.ageYears)},${py(p.lowMm)}`),
  ].join(' ');
  const centre = side.points.map((p) => `${px(p.ageYears)},${py(p.centreMm)}`).join(' ');
  const years = Array.from({ length: x1 - x0 + 1 }, (_, i) => x0 + i).filter((a) => (x1 - x0 > 8 ? a % 2 === 0 : true));
  const mms = Array.from({ length: y1 - y0 + 1 }, (_, i) => y0 + i);
  return (
    <svg className={effectStyles.projectionChart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid="projection-chart">
      {mms.map((mm) => (
        <g key={mm}>
          <line x1={M.left} x2={W - M.right} y1={py(mm)} y2={py(mm)} stroke="#e4e4e4" />
          <text x={M.left - 4} y={py(mm)} fontSize="10" textAnchor="end" dominantBaseline="middle" fill="#555">
            {mm}
          </text>
        </g>
      ))}
      {years.map((age) => (
        <text key={age} x={px(age)} y={H - 10} fontSize="10" textAnchor="middle" fill="#555">
          {age}
        </text>
      ))}
      <polygon points={band} fill="#0a5c8f" opacity="0.25" data-testid="projection-band" />
      <polyline points={centre} fill="none" stroke="#0a5c8f" strokeWidth="1.5" strokeDasharray="4 3" />
      <line x1={M.left} x2={W - M.right} y1={py(highMm)} y2={py(highMm)} stroke="#b3261e" strokeWidth="1.5" data-testid="projection-26" />
      <text x={W - M.right} y={py(highMm) - 4} fontSize="10" textAnchor="end" fill="#b3261e">
        {t('projection.line26')}
      </text>
      <circle cx={px(side.fromAgeYears)} cy={py(side.fromMm)} r="3.5" fill="#0a5c8f" />
    </svg>
  );
}

function SideView({ side, highMm, eye }: { side: Side | null; highMm: number; eye: 'right' | 'left' }) {
  const { t } = useTranslation('beyondEye');
  const name = t(`projection.eye.${eye}`);
  if (!side) return <p className={styles.caption}>{t('projection.none')}</p>;
  const last = side.points[side.points.length - 1]!;
  const { crosses26 } = side;
  let cross = t('projection.noCross');
  if (side.fromMm >= highMm) cross = t('projection.already');
  else if (crosses26.centre !== null) cross = t('projection.crossCentre', { age: f1(crosses26.centre) });
  else if (crosses26.high !== null) cross = t('projection.cross', { age: f1(crosses26.high) });
  return (
    <>
      <BandChart side={side} highMm={highMm} label={t('projection.chartLabel', { eye: name })} />
      <p>{t('projection.at18', { low: f1(last.lowMm), high: f1(last.highMm), centre: f1(last.centreMm) })}</p>
      <p className={effectStyles.verdict} data-testid="projection-cross">
        {cross}
      </p>
      {side.measuredRate ? null : <p className={styles.caption}>{t('projection.defaultBand')}</p>}
    </>
  );
}

/** Axial length to 18 years as a band along the child's centile, with the 26 mm line (issue 17, part 5). A lazy chunk. */
export default function ProjectionCard({ role, eyeRef }: { role: EyeAxisRole; eyeRef: string }) {
  const { t } = useTranslation('beyondEye');
  const projection = useEyeProjection(role, eyeRef);
  const data = projection.data;
  return (
    <section className={styles.section} aria-labelledby="eye-projection-title" data-testid="projection">
      <div className={styles.sectionHead}>
        <h2 id="eye-projection-title" className={styles.sectionTitle}>
          {t('projection.title')}
        </h2>
      </div>
      {data ? (
        <>
          {(['right', 'left'] as const).map((eye) => (
            <div key={eye} data-testid={`projection-${eye}`}>
              <h3 className={effectStyles.episodeEye}>{t(`projection.eye.${eye}`)}</h3>
              <SideView side={data[eye]} highMm={data.highMyopiaMm} eye={eye} />
            </div>
          ))}
          <p className={styles.caption}>{t('projection.method')}</p>
        </>
      ) : projection.isError ? (
        <p role="alert">{t('projection.failed')}</p>
      ) : null}
    </section>
  );
}
