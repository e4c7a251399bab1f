import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { NextCheckPart, preloadNextCheck } from '../../../components/next-check/next-check-part.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useGrowthInit } from '../api/init-growth.ts';
import { GrowthHeader } from '../components/growth-header.tsx';
import { GrowthOverview, preloadGrowthOverview } from '../components/growth-overview.tsx';
import styles from '../components/growth.module.css';
import { useGrowthErrorToast } from '../hooks/use-growth-error-toast.ts';
import { useScrollTop } from '../hooks/use-scroll-top.ts';
import { preloadWaitingRecords, WaitingRecordsPart } from '../offline/waiting-records-part.tsx';
import { GROWTH_PAGES, withQuery } from '../utils/links.ts';

/**
 * Reached in the app, the page is drawn with its chart, cards, next check and waiting records' chunks already here
 * (they load after live on a first visit).
 */
export async function loader() {
  await Promise.all([preloadGrowthOverview(), preloadNextCheck(), preloadWaitingRecords()]);
  return null;
}

/** /growth/patient/growthDetail?familyMemberId=… (or patientId=…): a parent's view of one child's growth. */
export default function PatientGrowthDetailPage() {
  const { t } = useTranslation('growth');
  useScrollTop();
  const [params] = useSearchParams();
  const target = { patientId: params.get('patientId'), familyMemberId: params.get('familyMemberId') };
  const hasTarget = Boolean((target.patientId && target.patientId !== 'undefined') || target.familyMemberId);
  const init = useGrowthInit(target, hasTarget);
  useGrowthErrorToast(init.error);

  if (!hasTarget) return <StatusScreen title={t('missingTarget')} testId="growth-missing" />;
  if (init.isPending) return <PageLoading />;
  if (init.isError) {
    return <LoadFailed title={t('loadFailed')} error={init.error} onRetry={() => void init.refetch()} testId="growth-error" />;
  }
  const info = init.data;
  const memberQuery = { growthId: info.growthId, familyMemberId: info.familyMemberId };
  return (
    <main className={styles.page} data-testid="growth-detail">
      <GrowthHeader info={info} />
      <WaitingRecordsPart familyMemberId={info.familyMemberId} />
      <NextCheckPart familyMemberId={info.familyMemberId} />
      <GrowthOverview
        info={info}
        scope="patient"
        historyPath={withQuery(GROWTH_PAGES.patientHistory, memberQuery)}
        editPathOf={(recordId) => withQuery(GROWTH_PAGES.addRecord, { ...memberQuery, recordId })}
      />
      <section className={styles.card}>
        <Link
          className={styles.linkButton}
          to={withQuery(GROWTH_PAGES.report, { familyMemberId: info.familyMemberId })}
          data-testid="report-link"
          style={{ display: 'inline-block', paddingLeft: 0 }}
        >
          {t('actions.report')} ›
        </Link>
      </section>
      <Link className={styles.fab} to={withQuery(GROWTH_PAGES.addRecord, memberQuery)} data-testid="add-record">
        + {t('actions.add')}
      </Link>
    </main>
  );
}
