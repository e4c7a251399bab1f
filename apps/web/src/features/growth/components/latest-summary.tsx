import type { GrowthBaseInfo, GrowthIndicatorName } from '@sprout/contracts';
import { WeightForLengthLine } from '../../../components/weight-for-length/weight-for-length-line.tsx';
import { useFormatAge } from '../../../lib/format/age.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { useOrdinals } from '../../../lib/format/ordinal.ts';
import { formatZ } from '../../../lib/format/score.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { readingOf } from '../utils/reading.ts';
import styles from './growth.module.css';
import summaryStyles from './latest-summary.module.css';

const UNIT = { height: 'cm', weight: 'kg', headSize: 'cm', bmi: 'kg/m²' } as const;

/** The latest value of the chosen measure with its percentile, z-score and a plain-language reading. */
export function LatestSummary({ info, indicator }: { info: GrowthBaseInfo; indicator: GrowthIndicatorName }) {
  const { t, i18n } = useTranslation('growth');
  const record = info.latestRecord;
  const value = record?.[indicator] ?? null;
  const centile = record?.centiles[indicator] ?? null;
  const z = record?.zScores[indicator] ?? null;
  const reference = record?.references[indicator] ?? null;
  const reading = readingOf(centile);
  const ordinals = useOrdinals();
  const formatAge = useFormatAge();
  return (
    <section className={styles.card} aria-labelledby="latest-title" data-testid="latest-summary">
      <h2 className={styles.cardTitle} id="latest-title">
        {t('latest.title')} · {t(`indicator.${indicator}`)}
      </h2>
      {!record || value === null ? (
        <p className={styles.hint}>{t('latest.none')}</p>
      ) : (
        <>
          <p className={styles.bigValue} data-testid="latest-value">
            {value}
            <small>{t(`unit.${UNIT[indicator]}`)}</small>
          </p>
          <p className={styles.hint} data-testid="latest-when">
            {t('latest.date', { date: formatDate(record.recordDate, i18n.language) })} · {formatAge.age(info.birthDate, record.recordDate)}
            {record.correctedAgeDays !== record.ageDays
              ? ` · ${t('header.correctedAge')} ${formatAge.corrected(record.correctedAgeDays, record.recordDate)}`
              : ''}
          </p>
          {centile !== null && z !== null ? (
            <>
              <p className={summaryStyles.scoreRow}>
                <span>{ordinals.percentile(centile)}</span>
                <span>{t('latest.zScore', { value: formatZ(z) })}</span>
              </p>
              {reference ? (
                <p className={styles.hint} data-testid="latest-reference">
                  {t('reference.scoredOn', { reference: t(`reference.${reference}`) })}
                </p>
              ) : null}
            </>
          ) : (
            <p className={styles.hint}>{t('latest.noReference')}</p>
          )}
          {reading ? (
            <p
              className={`${summaryStyles.reading} ${reading === 'normal' ? summaryStyles.readingNormal : summaryStyles.readingAlert}`}
              data-testid="latest-reading"
              data-reading={reading}
            >
              {t(`latest.reading.${reading}`)}
            </p>
          ) : null}
          {record.flags[indicator] ? <p className={summaryStyles.note}>{t('latest.flag')}</p> : null}
          {indicator === 'weight' || indicator === 'height' ? <WeightForLengthLine value={record.weightForLength ?? null} /> : null}
        </>
      )}
    </section>
  );
}
