import type { EyeInfo, EyeSide, EyeSummary } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import { centileText, DIOPTRE_DECIMALS, MM_DECIMALS, orDash, RATIO_DECIMALS } from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { EYE_COLORS } from '../utils/colors.ts';
import styles from './eye-axis.module.css';
import summaryStyles from './summary-cards.module.css';

function EyeCard({ side, summary }: { side: EyeSide; summary: EyeSummary | null }) {
  const { t, i18n } = useTranslation('eyeAxis');
  const lang = i18n.language;
  const title = `${t(`eye.${side}`)} ${t(side === 'right' ? 'eye.rightShort' : 'eye.leftShort')}`;
  return (
    <section
      className={summaryStyles.card}
      style={{ '--eye-color': EYE_COLORS[side] } as React.CSSProperties}
      data-testid={`summary-${side}`}
      aria-label={title}
    >
      <h3 className={summaryStyles.cardTitle}>{title}</h3>
      {summary ? (
        <>
          <p className={summaryStyles.bigValue}>
            {formatNumber(summary.axialLength, MM_DECIMALS, lang)}
            <span className={summaryStyles.unit}>mm</span>
          </p>
          <p className={styles.muted}>{t('summary.measuredOn', { date: formatDate(summary.examDate, lang) })}</p>
          <dl className={summaryStyles.facts}>
            <div>
              <dt>{t('summary.centile')}</dt>
              <dd>{centileText(t, summary)}</dd>
            </div>
            <div>
              <dt>{t('summary.change')}</dt>
              <dd>
                {summary.growthPerYear === null ? (
                  <span className={styles.muted}>{t('summary.noRate')}</span>
                ) : (
                  <>
                    <span className={summaryStyles.nowrap}>
                      {t('summary.perYear', { value: formatNumber(summary.growthPerYear, MM_DECIMALS, lang, true) })}
                    </span>{' '}
                    {summary.progression ? (
                      <span className={styles.badge} data-level={summary.progression}>
                        {t(`progression.${summary.progression}`)}
                      </span>
                    ) : null}
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('summary.sphericalEquivalent')}</dt>
              <dd>{orDash(summary.sphericalEquivalent, (v) => t('units.d', { value: formatNumber(v, DIOPTRE_DECIMALS, lang, true) }))}</dd>
            </div>
            <div>
              <dt>{t('summary.alCr')}</dt>
              <dd>{orDash(summary.alCrRatio, (v) => formatNumber(v, RATIO_DECIMALS, lang))}</dd>
            </div>
            <div>
              <dt>{t('summary.treatment')}</dt>
              <dd>{t(`treatment.${summary.treatment}`)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className={styles.muted}>{t('summary.notMeasured')}</p>
      )}
    </section>
  );
}

/** Latest axial length, percentile, change per year, SE, AL/CR and treatment of each eye. */
export function SummaryCards({ info }: { info: EyeInfo }) {
  const { t } = useTranslation('eyeAxis');
  return (
    <section aria-labelledby="eye-summary-title">
      <h2 id="eye-summary-title" className="visually-hidden">
        {t('summary.title')}
      </h2>
      <div className={summaryStyles.cards}>
        <EyeCard side="right" summary={info.summary.right} />
        <EyeCard side="left" summary={info.summary.left} />
      </div>
    </section>
  );
}
