import type { ReportItem, ReportItemFlag } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { formatRange } from '../utils/format.ts';
import styles from './health-record.module.css';

/** An arrow as well as a colour and a word: the flag never depends on colour alone. */
const FLAG_MARK: Record<ReportItemFlag, string> = { low: '↓', high: '↑', abnormal: '!', normal: '' };

export function FlagBadge({ flag }: { flag: ReportItemFlag }) {
  const { t } = useTranslation('healthRecord');
  const mark = FLAG_MARK[flag];
  return (
    <span className={`${styles.flag} ${styles[`flag_${flag}`]}`} data-testid="item-flag" data-flag={flag}>
      {mark ? <span aria-hidden="true">{mark} </span> : null}
      {t(`report.flag.${flag}`)}
    </span>
  );
}

/** The items of a test or checkup report: result with unit, reference range, and a high/low flag. */
export function ReportItems({ items, caption }: { items: readonly ReportItem[]; caption: string }) {
  const { t } = useTranslation('healthRecord');
  if (items.length === 0) return null;
  return (
    <table className={styles.items}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('report.item')}</th>
          <th scope="col">{t('report.result')}</th>
          <th scope="col">{t('report.reference')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => {
          const range = formatRange(item.referenceLow, item.referenceHigh);
          const outOfRange = item.flag !== null && item.flag !== 'normal';
          return (
            <tr key={`${index}-${item.name}`} data-testid="report-item">
              <th scope="row">{item.name}</th>
              <td>
                <span className={outOfRange ? styles.valueOut : styles.value}>
                  {item.value}
                  {item.unit ? <span className={styles.unit}> {item.unit}</span> : null}
                </span>
                {item.flag ? <FlagBadge flag={item.flag} /> : null}
              </td>
              <td className={styles.reference}>{range ? `${range}${item.unit ? ` ${item.unit}` : ''}` : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
