import { Link, useSearchParams } from 'react-router';
import type { RewardGrant, RewardState } from '@sprout/contracts';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import page from '../../../components/layout/page.module.css';
import { showToast } from '../../../lib/feedback/toast.ts';
import { formatDate } from '../../../lib/format/date.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { isApiError } from '../../../lib/request/index.ts';
import { useRewardState } from '../api/get-reward-state.ts';
import { NotFoundState } from '../components/not-found-state.tsx';
import styles from '../components/result.module.css';

function GrantCard({ grant, balance }: { grant: RewardGrant; balance: number }) {
  const { t } = useTranslation('engagement');
  const lang = currentLanguage();
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      void showToast({ content: t('reward.copied'), icon: 'success' });
    } catch {
      // Some in-app browsers refuse the clipboard; the code is selectable on screen.
      void showToast({ content: t('reward.copyFailed') });
    }
  };
  return (
    <section className={styles.reward} data-testid="reward-grant" aria-label={t('reward.yours')}>
      {grant.kind === 'points' ? (
        <>
          <p className={styles.points} data-testid="reward-points">
            +{grant.points}
          </p>
          <p className={styles.rewardTitle}>{t('reward.pointsUnit')}</p>
          <p className={styles.meta} data-testid="reward-balance">
            {t('reward.balance', { balance })}
          </p>
        </>
      ) : (
        <>
          <p className={styles.rewardTitle}>{grant.couponName}</p>
          <p className={styles.meta}>{t('reward.couponCode')}</p>
          <p className={styles.coupon} data-testid="reward-coupon">
            {grant.couponCode}
          </p>
          {grant.validUntil ? <p className={styles.meta}>{t('reward.validUntil', { date: formatDate(grant.validUntil, lang) })}</p> : null}
          <button type="button" className="button" onClick={() => void copy(grant.couponCode ?? '')}>
            {t('reward.copy')}
          </button>
        </>
      )}
    </section>
  );
}

function Reward({ state, submissionId }: { state: RewardState; submissionId: string | null }) {
  const { t } = useTranslation('engagement');
  const lang = currentLanguage();
  const { grant, offer } = state;
  const takeLink = `/questionnaires/take?code=${encodeURIComponent(state.questionnaireCode)}`;
  // Granted by an earlier submission than the one the parent just finished: say so rather than celebrate.
  const earlier = grant && submissionId && grant.submissionId !== submissionId;

  return (
    <main className={page.page} data-testid="questionnaire-reward">
      <h1 className={page.heading}>{state.title}</h1>
      {grant ? (
        <>
          <p className={earlier ? page.notice : page.intro} data-testid={earlier ? 'reward-already' : 'reward-new'}>
            {earlier ? t('reward.alreadyGranted', { date: formatDate(grant.grantedAt, lang) }) : t('reward.granted')}
          </p>
          <GrantCard grant={grant} balance={state.pointsBalance} />
          <p className={page.intro}>{t('reward.oncePerAccount')}</p>
        </>
      ) : offer ? (
        <>
          <p className={page.notice} data-testid="reward-not-yet">
            {offer.kind === 'points'
              ? t('reward.notYetPoints', { points: offer.points })
              : t('reward.notYetCoupon', { name: offer.couponName })}
          </p>
          <Link className="button button--primary" to={takeLink}>
            {t('reward.take')}
          </Link>
        </>
      ) : (
        <p className={page.notice} data-testid="reward-none">
          {t('reward.noOffer')}
        </p>
      )}
      <div className={page.actions}>
        {submissionId ? (
          <Link className="button" to={`/questionnaires/result?submissionId=${encodeURIComponent(submissionId)}`}>
            {t('reward.backToResult')}
          </Link>
        ) : null}
        <Link className="button" to="/">
          {t('actions.backHome', { ns: 'common' })}
        </Link>
      </div>
    </main>
  );
}

/** /questionnaires/reward?code=…: the reward this account received for a questionnaire, or how to get it. */
export default function QuestionnaireRewardPage() {
  const { t } = useTranslation('engagement');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = useRewardState(code);

  if (!code) return <NotFoundState kind="questionnaire" testId="questionnaire-not-found" />;
  if (state.isPending) return <PageLoading />;
  if (state.isError) {
    if (isApiError(state.error) && [400, 404].includes(state.error.status))
      return <NotFoundState kind="questionnaire" testId="questionnaire-not-found" />;
    return <LoadFailed title={t('reward.loadFailed')} message={state.error.message} onRetry={() => void state.refetch()} />;
  }
  return <Reward state={state.data} submissionId={params.get('submissionId')} />;
}
