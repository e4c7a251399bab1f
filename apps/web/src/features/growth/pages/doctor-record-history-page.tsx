import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
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
  if (!growthId) return <StatusScreen title={t('missingTarget')} testId="growth-missing" />;
  if (home.isPending) return <PageLoading />;
  if (home.isError) return <StatusScreen title={home.error.message || t('loadFailed')} testId="growth-error" />;
  return (
    <main className={styles.page}>
      <RecordHistory scope="doctor" growthId={growthId} birthDate={home.data.growthBaseInfo.birthDate} editPathOf={null} />
    </main>
  );
}
