import type { SharedView } from '@sprout/contracts';
import { FRAME_GUESS } from '../../../components/charts/svg/frame-guess.ts';
import { LineChart } from '../../../components/charts/svg/line-chart.tsx';
import pageStyles from '../../../components/layout/page.module.css';
import { gestationWeeks, useFormatAge } from '../../../lib/format/age.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useOrdinals } from '../../../lib/format/ordinal.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { sharedChartSpec } from '../utils/chart-spec.ts';
import styles from './trust.module.css';

type Active = Extract<SharedView, { status: 'active' }>;

function Value({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className={styles.value}>
      <dt>{label}</dt>
      <dd>
        {value}
        {note ? <span className={styles.valueNote}>{note}</span> : null}
      </dd>
    </div>
  );
}

/**
 * A preterm baby (issue 31): the gestation at birth, and the corrected age the growth chart and scores use (or
 * that correction has ended), so that whoever reads the share knows the chart is not drawn at her calendar age.
 */
export function SharedPreterm({ preterm }: { preterm: NonNullable<Active['preterm']> }) {
  const { t } = useTranslation('trust');
  const formatAge = useFormatAge();
  return (
    <p data-testid="shared-preterm">
      {t('shared.bornAt', { weeks: gestationWeeks(preterm.gestationalAge) })} ·{' '}
      {preterm.correctedAgeDays === null
        ? t('shared.correctionEnded')
        : t('shared.correctedAge', { age: formatAge.corrected(preterm.correctedAgeDays, preterm.asOf) })}
    </p>
  );
}

/** Growth: the latest values with their centiles, and one chart per measured indicator. */
export function SharedGrowth({ growth, birthDate }: { growth: NonNullable<Active['growth']>; birthDate: string }) {
  const { t, i18n } = useTranslation('trust');
  const ordinals = useOrdinals();
  const formatAge = useFormatAge();
  const latest = growth.latest;
  const indicatorValue = (key: 'height' | 'weight' | 'headSize' | 'bmi', unit: string) => {
    const value = latest?.[key];
    if (value === null || value === undefined) return null;
    const centile = latest?.centiles[key];
    return `${value} ${unit}${centile === null || centile === undefined ? '' : ` · ${ordinals.percentile(centile)}`}`;
  };
  const values = (
    [
      ['height', 'cm'],
      ['weight', 'kg'],
      ['headSize', 'cm'],
      ['bmi', 'kg/m²'],
    ] as const
  ).flatMap(([key, unit]) => {
    const text = indicatorValue(key, unit);
    return text ? [<Value key={key} label={t(`shared.indicators.${key}`)} value={text} />] : [];
  });
  return (
    <section className={pageStyles.card} data-testid="shared-growth">
      <h2 className={pageStyles.cardTitle}>{t('shared.growth')}</h2>
      {latest ? (
        <p className={styles.meta} data-testid="shared-growth-when">
          {t('shared.latest', { date: formatDate(latest.recordDate, i18n.language), age: formatAge.age(birthDate, latest.recordDate) })}
          {latest.correctedAgeDays !== latest.ageDays
            ? ` · ${t('shared.correctedShort', { age: formatAge.corrected(latest.correctedAgeDays, latest.recordDate) })}`
            : ''}
        </p>
      ) : null}
      {values.length ? <dl className={styles.values}>{values}</dl> : <p className={styles.meta}>{t('shared.none')}</p>}
      {growth.charts.map((chart) => {
        const name = t(`shared.indicators.${chart.indicator}`);
        const spec = sharedChartSpec({
          lines: chart.lines,
          series: [{ id: chart.indicator, name, colour: '#0a5c8f', points: chart.points.map((p) => ({ x: p.ageMonths, y: p.value })) }],
          xName: t('shared.ageMonths'),
          yName: chart.unit,
        });
        return (
          <div key={chart.indicator} style={{ marginTop: 16 }}>
            <h3 className={styles.who}>{name}</h3>
            <LineChart
              spec={spec}
              ariaLabel={t('shared.chart', { indicator: name })}
              className={styles.chart}
              testId={`shared-chart-${chart.indicator}`}
              initialSize={FRAME_GUESS.shared}
            />
          </div>
        );
      })}
    </section>
  );
}

/** Eyes: the latest axial length of each eye, when and at what age, and the chart of both against the age norms. */
export function SharedEye({ eye, birthDate }: { eye: NonNullable<Active['eye']>; birthDate: string }) {
  const { t, i18n } = useTranslation('trust');
  const formatAge = useFormatAge();
  const sides = (['right', 'left'] as const).flatMap((side) => {
    const latest = eye.latest[side];
    if (!latest) return [];
    const centile = latest.centileLabel ? ` · P${latest.centileLabel}` : '';
    const when = t('shared.measuredAt', {
      date: formatDate(latest.examDate, i18n.language),
      age: formatAge.age(birthDate, latest.examDate),
    });
    return [
      <Value
        key={side}
        label={t(`shared.${side}`)}
        value={`${t('shared.axialLength', { value: latest.axialLength })}${centile}`}
        note={when}
      />,
    ];
  });
  const spec = sharedChartSpec({
    lines: eye.curve.centiles.map((c) => ({ centile: c.centile, points: c.points.map((p) => [p.ageYears, p.value] as const) })),
    series: (['right', 'left'] as const).map((side, i) => ({
      id: side,
      name: t(`shared.${side}`),
      colour: i === 0 ? '#0a5c8f' : '#8a4b08',
      points: eye.curve[side].map((p) => ({ x: p.ageYears, y: p.axialLength })),
    })),
    xName: t('shared.ageYears'),
    yName: 'mm',
    legend: true,
  });
  return (
    <section className={pageStyles.card} data-testid="shared-eye">
      <h2 className={pageStyles.cardTitle}>{t('shared.eye')}</h2>
      {sides.length ? <dl className={styles.values}>{sides}</dl> : <p className={styles.meta}>{t('shared.none')}</p>}
      {eye.curve.right.length + eye.curve.left.length > 0 ? (
        <LineChart
          spec={spec}
          ariaLabel={t('shared.eyeChart')}
          className={styles.chart}
          testId="shared-chart-eye"
          initialSize={FRAME_GUESS.shared}
        />
      ) : null}
    </section>
  );
}

/** Visits and test reports, newest first. */
export function SharedRecord({ record }: { record: NonNullable<Active['record']> }) {
  const { t, i18n } = useTranslation('trust');
  return (
    <section className={pageStyles.card} data-testid="shared-record">
      <h2 className={pageStyles.cardTitle}>{t('shared.record')}</h2>
      <h3 className={styles.who}>{t('shared.visits')}</h3>
      {record.visits.length === 0 ? <p className={styles.meta}>{t('shared.none')}</p> : null}
      <ul className={styles.list}>
        {record.visits.map((visit) => (
          <li key={visit.visitId} className={styles.entry}>
            <p className={styles.who}>{visit.diagnosis}</p>
            <p className={styles.meta}>
              {formatDate(visit.visitDate, i18n.language)} · {visit.clinicName} · {visit.department}
            </p>
          </li>
        ))}
      </ul>
      <h3 className={styles.who} style={{ marginTop: 12 }}>
        {t('shared.testReports')}
      </h3>
      {record.testReports.length === 0 ? <p className={styles.meta}>{t('shared.none')}</p> : null}
      <ul className={styles.list}>
        {record.testReports.map((report) => (
          <li key={report.reportId} className={styles.entry}>
            <p className={styles.who}>{report.name}</p>
            <p className={styles.meta}>
              {formatDate(report.reportDate, i18n.language)}
              {report.conclusion ? ` · ${report.conclusion}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
