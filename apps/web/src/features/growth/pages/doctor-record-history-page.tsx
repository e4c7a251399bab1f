import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { DoctorBackLinks } from '../../../components/layout/doctor-back-links.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useDoctorGrowthHome } from '../api/get-doctor-growth-home.ts';
import styles from '../components/growth.module.css';
import { RecordHistory } from '../components/record-history.tsx';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { useScrollTop } from '../hooks/use-scroll-top.ts';

/** /growth/doctor/recordHistory/RecordHistory?growthId=…: the doctor's read-only paged records. */
export default function DoctorRecordHistoryPage() {
  const { t } = useTranslation('growth');
  useScrollTop();
  const [params] = useSearchParams();
  const growthId = params.get('growthId');
  const home = useDoctorGrowthHome(growthId);
  useGrowthErrorToast(home.error);
  if (!growthId || home.isError)
    return (
      <StatusScreen
        title={home.error?.message || t(growthId ? 'loadFailed' : 'missingTarget')}
        testId={growthId ? 'growth-error' : 'growth-missing'}
      >
        <DoctorBackLinks />
      </StatusScreen>
    );
  if (home.isPending) return <PageLoading />;
  const { patient } = home.data;
  return (
    <main className={styles.page}>
      <DoctorBackLinks patientId={patient?.patientId} name={patient?.name} />
      <RecordHistory scope="doctor" growthId={growthId} birthDate={home.data.growthBaseInfo.birthDate} editPathOf={null} />
    </main>
  );
}
