import { formatDate } from '../../../lib/format/date.ts';
import { formatCentile, formatZ } from '../../../lib/format/score.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { ChartPoint } from '../utils/chart-option.ts';
import styles from './growth.module.css';

/** What a tapped point says: date, value, percentile and z-score (BRIEF, Growth), the reference they come from, and the age in the axis' unit. */
export function PointDetails({ point, unit, ageText, ageValue }: { point: ChartPoint; unit: string; ageText: string; ageValue: string }) {
  const { t, i18n } = useTranslation('growth');
  const dash = '—';
  return (
    <dl className={styles.pointCard} data-testid="point-details" aria-live="polite">
      <div>
        <dt>{t('point.date')}</dt>
        <dd>{formatDate(point.recordDate, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('point.value')}</dt>
        <dd>
          {point.value} {unit}
        </dd>
      </div>
      <div>
        <dt>{t('point.centile')}</dt>
        <dd data-testid="point-centile">{point.centile !== null ? `P${formatCentile(point.centile)}` : dash}</dd>
      </div>
      <div>
        <dt>{t('point.zScore')}</dt>
        <dd>{point.zScore !== null ? formatZ(point.zScore) : dash}</dd>
      </div>
      <div>
        <dt>{t('reference.label')}</dt>
        <dd data-testid="point-reference">{point.reference ? t(`reference.${point.reference}`) : dash}</dd>
      </div>
      <div>
        <dt>{ageText}</dt>
        <dd>{ageValue}</dd>
      </div>
    </dl>
  );
}
