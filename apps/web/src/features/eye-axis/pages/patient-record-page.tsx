import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from '../components/eye-axis.module.css';
import { EyeHeader } from '../components/eye-header.tsx';
import { PagedRecords } from '../components/paged-records.tsx';
import { useEntryParams } from '../hooks/use-entry-params.ts';
import { useEyeAxisModel } from '../hooks/use-eye-axis-model.ts';

/** /eyeAxis/patient/record?familyMemberId=…: every exam, newest first, loading more on scroll. */
export default function PatientEyeRecordPage() {
  const { t } = useTranslation('eyeAxis');
  const params = useEntryParams('patient');
  const { identified, model, info, records } = useEyeAxisModel(params, { withCurve: false });

  if (!identified) {
    return (
      <main className={styles.page}>
        <p className={styles.alert} role="alert">
          {t('errors.missingMember')}
        </p>
      </main>
    );
  }
  if (info.isPending) return <PageLoading />;
  return (
    <main className={styles.page} data-testid="eye-patient-records">
      {model.patientInfo ? <EyeHeader info={model.patientInfo} /> : <p className={styles.alert}>{t('errors.loadFailed')}</p>}
      <h2 className={styles.sectionTitle}>{t('records.title')}</h2>
      <PagedRecords query={records} records={model.eyeAxisData.records} />
    </main>
  );
}
