import type { GrowthBaseInfo } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './growth.module.css';

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1);
/** An SDS as clinicians write it: always signed, two decimals (+0.34, −1.20). */
const signed = (sds: number) => `${sds > 0 ? '+' : sds < 0 ? '−' : ''}${Math.abs(sds).toFixed(2)}`;

/** Height velocity (cm/year, records ≥ 3 months apart) and the mid-parental target height. */
export function VelocityTarget({ info }: { info: GrowthBaseInfo }) {
  const { t, i18n } = useTranslation('growth');
  const velocity = info.heightVelocity;
  const target = info.midParentalHeight;
  return (
    <div className={styles.twoCards}>
      <section className={styles.card} data-testid="velocity">
        <h2 className={styles.cardTitle}>{t('velocity.title')}</h2>
        {velocity ? (
          <>
            <p className={styles.bigValue} style={{ fontSize: 22 }}>
              {t('velocity.value', { value: oneDecimal(velocity.cmPerYear) })}
            </p>
            <p className={styles.hint}>
              {t('velocity.between', {
                from: formatDate(velocity.fromDate, i18n.language),
                to: formatDate(velocity.toDate, i18n.language),
              })}
            </p>
          </>
        ) : (
          <p className={styles.hint}>{t('velocity.none')}</p>
        )}
      </section>
      <section className={styles.card} data-testid="target-height">
        <h2 className={styles.cardTitle}>{t('target.title')}</h2>
        {target ? (
          <>
            <p className={styles.bigValue} style={{ fontSize: 22 }}>
              {t('target.value', { value: oneDecimal(target.targetCm) })}
            </p>
            <p className={styles.hint}>{t('target.range', { low: oneDecimal(target.lowCm), high: oneDecimal(target.highCm) })}</p>
            <p className={styles.hint} data-testid="target-place">
              {t('target.place', { centile: target.targetCentileText, sds: signed(target.targetSds) })}
            </p>
          </>
        ) : (
          <p className={styles.hint}>{t('target.none')}</p>
        )}
      </section>
    </div>
  );
}
