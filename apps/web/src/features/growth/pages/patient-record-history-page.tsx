import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useGrowthInit } from '../api/init-growth.ts';
import styles from '../components/growth.module.css';
import { RecordHistory } from '../components/record-history.tsx';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { useScrollTop } from '../hooks/use-scroll-top.ts';
import { GROWTH_PAGES, withQuery } from '../utils/links.ts';

/** /growth/patient/recordHistory/RecordHistory?familyMemberId=…: all records; each opens the edit form. */
export default function PatientRecordHistoryPage() {
  const { t } = useTranslation('growth');
  useScrollTop();
  const [params] = useSearchParams();
  const target = { patientId: params.get('patientId'), familyMemberId: params.get('familyMemberId') };
  const hasTarget = Boolean((target.patientId && target.patientId !== 'undefined') || target.familyMemberId);
  const init = useGrowthInit(target, hasTarget);
  useGrowthErrorToast(init.error);
  if (!hasTarget) return <StatusScreen title={t('missingTarget')} testId="growth-missing" />;
  if (init.isPending) return <PageLoading />;
  if (init.isError)
    return <LoadFailed title={t('loadFailed')} error={init.error} onRetry={() => void init.refetch()} testId="growth-error" />;
  const info = init.data;
  return (
    <main className={styles.page}>
      <RecordHistory
        scope="patient"
        growthId={info.growthId}
        birthDate={info.birthDate}
        editPathOf={(recordId) =>
          withQuery(GROWTH_PAGES.addRecord, { growthId: info.growthId, familyMemberId: info.familyMemberId, recordId })
        }
      />
    </main>
  );
}
