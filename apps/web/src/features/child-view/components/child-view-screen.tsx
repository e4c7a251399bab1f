import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { addDays, DAYS_PER_YEAR } from '@sprout/clinical';
import type { EyeAxisRecord } from '@sprout/contracts';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { withQuery } from '../../../lib/navigation.ts';
import { useChildView, type ChildViewTarget } from '../api/get-child-timeline.ts';
import { childTimeline, type RatePoint } from '../utils/timeline.ts';
import styles from './child-view.module.css';
import { RatePanel } from './rate-panel.tsx';

const DAY_ZERO = '2000-01-01';
/** The shareable report (app/routes/child-view.ts). */
const REPORT_PAGE = '/child/report';
const COLORS = { height: 'var(--color-growth)', right: 'var(--color-eye)', left: 'var(--color-record)' };

/** Body and eyes on one age axis (issue 17, part 6): height velocity beside each eye's axial-length growth rate. */
export function ChildViewScreen({ target, back }: { target: ChildViewTarget | null; back?: ReactNode }) {
  const { t, i18n } = useTranslation('beyond2');
  const view = useChildView(target);
  if (!target)
    return (
      <StatusScreen title={t('childView.missing')} testId="child-view-missing">
        {back}
      </StatusScreen>
    );
  if (view.isPending) return <PageLoading />;
  if (view.isError)
    return (
      <StatusScreen title={view.error.message || t('childView.failed')} testId="child-view-error" role="alert">
        {back}
      </StatusScreen>
    );
  const { curve, exams } = view.data;
  const heights = curve?.indicators.find((i) => i.indicator === 'height')?.measurements ?? [];
  const birthDate = curve?.birthDate ?? null;
  // Without a growth profile the eye records still carry their ages: their birth date is the exam date less the age.
  const timeline = birthDate ? childTimeline(birthDate, heights, exams) : eyeOnly(exams);
  const latest = (points: readonly RatePoint[]) => points.at(-1) ?? null;
  const describe = (point: RatePoint | null, unit: string) =>
    point ? t('childView.latestValue', { value: point.value, unit, date: formatDate(point.date, i18n.language) }) : t('childView.none');
  const ageLabel = (age: number) => t('childView.ageTick', { age });

  return (
    <main className={styles.page} data-testid="child-view">
      {back}
      <section className={styles.card}>
        <h1 className={styles.title}>{t('childView.title')}</h1>
        <p className={styles.hint}>{t('childView.explain')}</p>
        {target.scope === 'patient' ? (
          <Link
            className={styles.reportLink}
            to={withQuery(REPORT_PAGE, { familyMemberId: target.familyMemberId })}
            data-testid="child-view-report-link"
          >
            {t('report.open')} ›
          </Link>
        ) : null}
      </section>
      <section className={styles.card} aria-label={t('childView.title')}>
        {timeline.span ? (
          <div className={styles.panels}>
            <RatePanel
              testId="child-view-height"
              title={t('childView.heightVelocity')}
              unit={t('childView.cmPerYear')}
              span={timeline.span}
              ageLabel={ageLabel}
              series={[{ key: 'height', label: t('childView.heightVelocity'), color: COLORS.height, points: timeline.height }]}
            />
            <RatePanel
              testId="child-view-eye"
              title={t('childView.axialRate')}
              unit={t('childView.mmPerYear')}
              span={timeline.span}
              ageLabel={ageLabel}
              series={[
                { key: 'right', label: t('childView.right'), color: COLORS.right, points: timeline.right },
                { key: 'left', label: t('childView.left'), color: COLORS.left, points: timeline.left },
              ]}
            />
          </div>
        ) : (
          <p className={styles.hint} data-testid="child-view-empty">
            {t('childView.empty')}
          </p>
        )}
        <p className={styles.latest} data-testid="child-view-latest-height">
          {t('childView.heightVelocity')}: {describe(latest(timeline.height), t('childView.cmPerYear'))}
        </p>
        <p className={styles.latest} data-testid="child-view-latest-eye">
          {t('childView.right')}: {describe(latest(timeline.right), t('childView.mmPerYear'))} · {t('childView.left')}:{' '}
          {describe(latest(timeline.left), t('childView.mmPerYear'))}
        </p>
      </section>
    </main>
  );
}

function eyeOnly(exams: readonly EyeAxisRecord[]) {
  const first = exams[0];
  if (!first) return childTimeline(DAY_ZERO, [], []);
  return childTimeline(addDays(first.examDate, -Math.round(first.ageYears * DAYS_PER_YEAR)), [], exams);
}
