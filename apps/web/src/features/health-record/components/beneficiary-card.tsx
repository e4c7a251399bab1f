import type { Beneficiary, Language } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './health-record.module.css';

/** Beneficiary: who the record is about, with the clinic file numbers and the account's masked cellphone. */
export function BeneficiaryCard({ beneficiary }: { beneficiary: Beneficiary }) {
  const { t, i18n } = useTranslation('healthRecord');
  const language = i18n.language as Language;
  const none = t('beneficiary.none');
  const rows: Array<[string, string, string]> = [
    ['name', t('beneficiary.name'), beneficiary.name],
    ['sex', t('beneficiary.sex'), t(`sex.${beneficiary.sex}`)],
    ['birthDate', t('beneficiary.birthDate'), formatDate(beneficiary.birthDate, language)],
    ['fileNumber', t('beneficiary.fileNumber'), beneficiary.fileNumber ?? none],
    ['cellphone', t('beneficiary.cellphone'), beneficiary.cellphone],
    ['outpatientNumber', t('beneficiary.outpatientNumber'), beneficiary.outpatientNumber ?? none],
  ];
  if (beneficiary.clinicName) rows.push(['clinic', t('beneficiary.clinic'), beneficiary.clinicName]);
  return (
    <dl className={`${styles.card} ${styles.facts}`} data-testid="beneficiary">
      {rows.map(([key, label, value]) => (
        <div key={key} className={styles.fact}>
          <dt>{label}</dt>
          <dd data-testid={`beneficiary-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
