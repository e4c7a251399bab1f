import { Link } from 'react-router';
import type { Language, Visit } from '@sprout/contracts';
import { CorrectedMark } from '../../../components/corrected-mark/corrected-mark.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './health-record.module.css';
import { HistoryLink } from './history-link.tsx';
import visitStyles from './visit-card.module.css';

/** A clinic visit: the summary at a glance; opened, the medical record and the prescriptions. */
export function VisitCard({ visit }: { visit: Visit }) {
  const { t, i18n } = useTranslation('healthRecord');
  const language = i18n.language as Language;
  const record: Array<[string, string | null]> = [
    [t('visit.chiefComplaint'), visit.chiefComplaint],
    [t('visit.presentIllness'), visit.presentIllness],
    [t('visit.examination'), visit.examination],
    [t('visit.diagnosis'), visit.diagnosis],
    [t('visit.advice'), visit.advice],
  ];
  return (
    <details className={styles.card} data-testid="visit">
      <summary className={visitStyles.summary}>
        <span className={visitStyles.summaryTop}>
          <strong>{formatDate(visit.visitDate, language)}</strong>
          <span>{visit.clinicName}</span>
        </span>
        <span className={styles.meta}>
          {visit.department}
          {visit.doctorName ? ` · ${visit.doctorName}` : ''}
        </span>
        <span>
          {t('visit.chiefComplaint')}
          {t('colon')}
          {visit.chiefComplaint}
        </span>
        <span className={visitStyles.diagnosis}>
          {t('visit.diagnosis')}
          {t('colon')}
          {visit.diagnosis}
        </span>
        <CorrectedMark correction={visit.correction} inline />
        <span className={visitStyles.open}>{t('visit.details')}</span>
      </summary>
      <div className={visitStyles.detailBody}>
        <HistoryLink kind="visit" entryId={visit.visitId} correction={visit.correction} />
        <h4 className={styles.subheading}>{t('visit.medicalRecord')}</h4>
        <dl className={visitStyles.recordFields}>
          {record
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, text]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{text}</dd>
              </div>
            ))}
        </dl>
        <h4 className={styles.subheading}>{t('visit.prescriptions')}</h4>
        {visit.prescriptions.length === 0 ? (
          <p className={styles.meta}>{t('visit.noPrescriptions')}</p>
        ) : (
          <ul className={visitStyles.drugs} data-testid="prescriptions">
            {visit.prescriptions.map((drug, index) => (
              <li key={`${index}-${drug.productCode}`}>
                <Link to={`/drugs/${encodeURIComponent(drug.productCode)}`} className={visitStyles.drugLink} data-testid="drug-link">
                  {drug.drugName}
                </Link>
                <span>{drug.dosage}</span>
                {drug.quantity || drug.durationDays ? (
                  <span className={styles.meta}>
                    {[
                      drug.quantity ? t('visit.quantity', { quantity: drug.quantity }) : null,
                      drug.durationDays ? t('visit.duration', { count: drug.durationDays }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
