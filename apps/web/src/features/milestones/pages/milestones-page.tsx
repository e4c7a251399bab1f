import { useSearchParams } from 'react-router';
import type { MilestoneKey } from '@sprout/clinical';
import type { Milestones } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import page from '../../../components/layout/page.module.css';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useMilestones, useTickMilestone } from '../api/milestone-calls.ts';
import { MotorList, WarningSigns } from '../components/milestone-lists.tsx';
import styles from '../components/milestones.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /milestones?familyMemberId=…: WHO's motor milestones and the warning signs of the child's check age (issue 34). */
export default function MilestonesPage() {
  const { t } = useTranslation('milestones');
  const [params] = useSearchParams();
  const raw = params.get('familyMemberId') ?? '';
  const valid = UUID.test(raw);
  const milestones = useMilestones(raw, valid);

  if (!valid) return <StatusScreen title={t('notFound')} testId="milestones-not-found" />;
  if (milestones.isError)
    return (
      <LoadFailed title={t('loadFailed')} error={milestones.error} onRetry={() => void milestones.refetch()} testId="milestones-error" />
    );
  if (!milestones.data) return <PageLoading />;
  return <MilestonesScreen milestones={milestones.data} />;
}

function MilestonesScreen({ milestones }: { milestones: Milestones }) {
  const { t } = useTranslation('milestones');
  const formatAge = useFormatAge();
  const today = localIsoDate();
  const tick = useTickMilestone(milestones.familyMemberId);
  const editFor = (key: MilestoneKey) => ({
    birthDate: milestones.birthDate,
    today,
    busy: tick.isPending,
    onTick: (achievedOn: string) => tick.mutate({ key, achievedOn }, { onSuccess: () => void showToast({ content: t('saved') }) }),
    onUntick: () => tick.mutate({ key, achievedOn: null }),
  });

  return (
    <main className={page.page} data-testid="milestones-page">
      <h1 className={page.heading}>
        {t('milestones', { ns: 'titles' })} · {milestones.name}
      </h1>
      <p className={page.intro}>{formatAge.age(milestones.birthDate, today)}</p>
      {milestones.correctionDays > 0 ? (
        <p className={page.notice}>{t('corrected', { name: milestones.name, months: milestones.ageMonths })}</p>
      ) : null}
      <p className={page.intro}>{t('intro', { name: milestones.name })}</p>
      {milestones.concerns > 0 ? (
        <p className={page.alert} data-testid="milestones-concerns">
          {t('concerns', { count: milestones.concerns })}
        </p>
      ) : null}
      <WarningSigns milestones={milestones} editFor={editFor} />
      <MotorList milestones={milestones} editFor={editFor} />
      <p className={styles.meta}>{t('source')}</p>
    </main>
  );
}
