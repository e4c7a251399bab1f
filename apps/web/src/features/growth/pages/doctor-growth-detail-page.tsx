import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { DoctorBackLinks } from '../../../components/layout/doctor-back-links.tsx';
import { DOCTOR_HOME_PATH } from '../../../lib/auth/redirect.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDoctorGrowthHome } from '../api/get-doctor-growth-home.ts';
import { GrowthHeader } from '../components/growth-header.tsx';
import { GrowthOverview, preloadGrowthOverview } from '../components/growth-overview.tsx';
import styles from '../components/growth.module.css';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { useScrollTop } from '../hooks/use-scroll-top.ts';
import { GROWTH_PAGES, withQuery } from '../utils/links.ts';

/** Reached in the app, the page is drawn with its chart and cards' chunks already here (they load after live on a first visit). */
export async function loader() {
  await preloadGrowthOverview();
  return null;
}

/**
 * /growth/doctor/growthDetail?growthId=…: the doctor's read-only view. The entry link's token and authToken
 * were saved and removed from the address by the shell; the calls reuse the stored token (spec §4).
 */
export default function DoctorGrowthDetailPage() {
  const { t } = useTranslation('growth');
  useScrollTop();
  const [params] = useSearchParams();
  const growthId = params.get('growthId');
  const home = useDoctorGrowthHome(growthId);
  useGrowthErrorToast(home.error);

  if (!growthId)
    return (
      <StatusScreen title={t('missingTarget')} testId="growth-missing">
        <DoctorBackLinks />
      </StatusScreen>
    );
  if (home.isPending) return <PageLoading />;
  if (home.isError) {
    return (
      <LoadFailed
        title={home.error.message || t('loadFailed')}
        error={home.error}
        onRetry={() => void home.refetch()}
        backTo={DOCTOR_HOME_PATH}
        testId="growth-error"
      />
    );
  }
  const { growthBaseInfo: info, patient } = home.data;
  return (
    <main className={styles.page} data-testid="doctor-growth-detail">
      <DoctorBackLinks patientId={patient?.patientId} name={patient?.name} />
      <GrowthHeader info={info}>
        <p className={styles.patient}>
          <span className={styles.badge}>{t('doctor.readOnly')}</span>
          {patient ? <span data-testid="patient-file">{t('doctor.fileNumber', { value: patient.fileNumber })}</span> : null}
          {patient ? <span>{patient.clinicName}</span> : null}
        </p>
      </GrowthHeader>
      <GrowthOverview
        info={info}
        scope="doctor"
        historyPath={withQuery(GROWTH_PAGES.doctorHistory, { growthId: info.growthId })}
        editPathOf={null}
      />
    </main>
  );
}
