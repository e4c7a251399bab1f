import { Link } from 'react-router';
import type { GrowthRecord } from '@sprout/contracts';
import { RecheckNote } from '../../../components/growth-recheck/recheck-note.tsx';
import { WeightForLengthLine } from '../../../components/weight-for-length/weight-for-length-line.tsx';
import { useFormatAge } from '../../../lib/format/age.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatCentile } from '../../../lib/format/score.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { readingOf } from '../utils/reading.ts';
import styles from './record-item.module.css';

const FIELDS = [
  { key: 'height', unit: 'cm' },
  { key: 'weight', unit: 'kg' },
  { key: 'headSize', unit: 'cm' },
  { key: 'bmi', unit: 'kg/m²' },
] as const;

/** One record: date, age, each value with its percentile, the re-measure check's reasons; opens the edit form for the parent. */
export function RecordItem({ record, birthDate, editPath }: { record: GrowthRecord; birthDate: string; editPath: string | null }) {
  const { t, i18n } = useTranslation('growth');
  const date = formatDate(record.recordDate, i18n.language);
  const formatAge = useFormatAge();
  // One reference scores every value of a record at a given age; a list keeps the rare mixed case honest.
  const references = [
    ...new Set(FIELDS.map(({ key }) => (record[key] !== null ? record.references[key] : null)).filter((r) => r !== null)),
  ];
  const body = (
    <>
      <span className={styles.recordTop}>
        <span>{date}</span>
        <span className={styles.recordAge}>
          {formatAge.age(birthDate, record.recordDate)}
          {record.correctedAgeDays !== record.ageDays
            ? ` · ${t('header.correctedAge')} ${formatAge.corrected(record.correctedAgeDays, record.recordDate)}`
            : ''}
        </span>
      </span>
      <span className={styles.recordValues}>
        {FIELDS.map(({ key, unit }) => {
          const value = record[key];
          if (value === null) return null;
          const centile = record.centiles[key];
          const alert = readingOf(centile) !== 'normal';
          return (
            <span key={key}>
              {t(`indicator.${key}`)} <b>{value}</b> {t(`unit.${unit}`)}
              {centile !== null ? (
                <span className={`${styles.centileTag} ${alert ? styles.centileTagAlert : ''}`}>
                  {t('records.centileShort', { value: formatCentile(centile) })}
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      <WeightForLengthLine value={record.weightForLength ?? null} />
      {references.length > 0 ? (
        <span className={styles.recordAge} data-testid="record-reference">
          {t('reference.line', { references: references.map((r) => t(`reference.short.${r}`)).join(t('form.listSeparator')) })}
        </span>
      ) : null}
      {record.recheck.length > 0 ? <RecheckNote reasons={record.recheck} /> : null}
    </>
  );
  return (
    <li className={styles.record} data-testid="growth-record" data-record-date={record.recordDate}>
      {editPath ? (
        <Link className={styles.recordLink} to={editPath} aria-label={`${t('records.edit')} ${date}`}>
          {body}
        </Link>
      ) : (
        <div className={styles.recordLink}>{body}</div>
      )}
    </li>
  );
}
