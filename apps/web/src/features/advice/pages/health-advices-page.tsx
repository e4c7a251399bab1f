import { Link, useSearchParams } from 'react-router';
import type { HealthAdvices } from '@sprout/contracts';
import { CorrectedMark } from '../../../components/corrected-mark/corrected-mark.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useFormatAge } from '../../../lib/format/age.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useHealthAdvices } from '../api/get-health-advices.ts';
import { AdviceList } from '../components/advice-list.tsx';
import styles from '../components/advice.module.css';
import { OpenEngagement } from '../components/open-engagement.tsx';

function Advices({ data, familyMemberId }: { data: HealthAdvices; familyMemberId: string }) {
  const { t } = useTranslation('advice');
  const formatAge = useFormatAge();
  return (
    <>
      <h1 className={styles.title}>{t('forMember', { name: data.name })}</h1>
      <p className={styles.meta}>
        {t('age', { age: formatAge.ofDays(data.ageDays) })}
        <br />
        {t('dataAsOf', {
          growth: data.growthDate ? formatDate(data.growthDate, currentLanguage()) : t('noData'),
          eye: data.eyeDate ? formatDate(data.eyeDate, currentLanguage()) : t('noData'),
        })}
      </p>
      <section className={styles.group} aria-labelledby="doctor-advice" data-testid="doctor-advices">
        <h2 id="doctor-advice" className={styles.groupTitle}>
          {t('doctorTitle')}
        </h2>
        {data.doctorAdvices.length === 0 ? (
          <p className={styles.empty}>{t('doctorEmpty')}</p>
        ) : (
          data.doctorAdvices.map((advice) => (
            <div key={advice.id} className={styles.doctorNote}>
              <p>{advice.text}</p>
              <p className={styles.doctorMeta}>
                {t('doctorBy', { doctor: advice.doctorName, date: formatDate(advice.createdAt, currentLanguage()) })}
              </p>
              <CorrectedMark correction={advice.correction} />
            </div>
          ))
        )}
      </section>
      <AdviceList advices={data.advices} />
      <OpenEngagement familyMemberId={familyMemberId} />
      <p className={styles.disclaimer}>{t('disclaimer')}</p>
    </>
  );
}

/** /healthAdvices/patient/healthAdvices?familyMemberId=…: rule advice and the doctor's advice for one member. */
export default function HealthAdvicesPage() {
  const { t } = useTranslation('advice');
  const [params] = useSearchParams();
  const familyMemberId = params.get('familyMemberId') ?? '';
  const advices = useHealthAdvices(familyMemberId);

  let body;
  if (familyMemberId === '') {
    body = (
      <StatusScreen testId="advice-choose-member" title={t('chooseMember')} description={t('chooseMemberHint')}>
        <Link className="button button--primary" to="/">
          {t('backHome')}
        </Link>
      </StatusScreen>
    );
  } else if (advices.isPending) {
    body = <PageLoading />;
  } else if (advices.isError) {
    const status = isApiError(advices.error) ? advices.error.status : 0;
    body =
      status === 404 || status === 403 || status === 400 ? (
        <StatusScreen testId="advice-not-found" title={t('notFound')} description={t('notFoundHint')}>
          <Link className="button button--primary" to="/">
            {t('backHome')}
          </Link>
        </StatusScreen>
      ) : (
        <StatusScreen testId="advice-error" title={t('loadFailed')}>
          <button type="button" className="button button--primary" onClick={() => void advices.refetch()}>
            {t('retry')}
          </button>
        </StatusScreen>
      );
  } else {
    body = <Advices data={advices.data} familyMemberId={familyMemberId} />;
  }

  return (
    <main className={styles.page} data-testid="health-advices-page">
      <Link className={styles.back} to="/">
        ‹ {t('back')}
      </Link>
      {body}
    </main>
  );
}
