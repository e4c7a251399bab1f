import type { GrowthRecord } from '@sprout/contracts';
import { formatCentile, formatZ } from '../../lib/format/score.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import styles from './weight-for-length-line.module.css';

/**
 * WHO weight-for-length (under 2 years) or weight-for-height (2 to 5 years) of a record, with WHO's reading of it
 * (wasting below −2 SD, overweight above +2 SD; issue 33), on the parent's and the doctor's screens. Nothing when the
 * record has none.
 */
export function WeightForLengthLine({ value }: { value: GrowthRecord['weightForLength'] }) {
  const { t } = useTranslation('growth');
  if (!value) return null;
  const alert = value.status !== 'normal';
  return (
    <span className={`${styles.line} ${alert ? styles.alert : ''}`} data-testid="weight-for-length" data-status={value.status}>
      {t('wfl.line', {
        name: t(`wfl.${value.table}`),
        centile: t('records.centileShort', { value: formatCentile(value.centile) }),
        z: formatZ(value.zScore),
        status: t(`wfl.status.${value.status}`),
      })}
    </span>
  );
}
