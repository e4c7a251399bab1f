import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/feedback/load-failed.tsx';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { HydrateLater } from '../../../components/layout/hydrate-later.tsx';
import { laterPart } from '../../../components/layout/later-part.tsx';
import { DOCTOR_HOME_PATH } from '../../../lib/auth/redirect.ts';
import { formatDate, localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { EyeInfoParams } from '../api/get-eye-info.ts';
import { useEyeAxisModel } from '../hooks/use-eye-axis-model.ts';
import { fullScreenPath } from '../utils/links.ts';
import styles from './eye-axis.module.css';
import { EyeHeader } from './eye-header.tsx';
import { SummaryCards } from './summary-cards.tsx';

/**
 * The chart and the cards below it are chunks of their own, fetched after the page is live on a first visit (the
 * server drew them) and by the pages' loaders when the page is reached in the app (issue 32, decision 0006); the
 * treatment effect and the projection are never on the first screen (docs/decisions/0004-first-screen.md).
 */
const Chart = laterPart(() => import('./chart-panel.tsx').then((m) => m.ChartPanel));
const TreatmentEffect = laterPart(() => import('./treatment-effect-card.tsx').then((m) => m.default));
const Projection = laterPart(() => import('./projection-card.tsx').then((m) => m.default));
/** The latest exams' table and cards, under the chart: after live too. */
const RecentRecords = laterPart(() => import('./record-list.tsx').then((m) => m.RecordList));

/** What the detail pages' loaders fetch before the page is drawn in the app. */
export const preloadEyeDetail = () =>
  Promise.all([Chart.preload(), TreatmentEffect.preload(), Projection.preload(), RecentRecords.preload()]);

/** The youngest age of the axial-length reference (He et al. 2023: 4–18 years). */
const REFERENCE_FROM_YEARS = 4;

/** The day a child born on `birthDate` turns REFERENCE_FROM_YEARS (29 February gives 1 March in a common year). */
export function referenceStart(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y + REFERENCE_FROM_YEARS, m - 1, d));
  return day.toISOString().slice(0, 10);
}

/** The latest exams shown on the detail screen; the record screen pages through all of them. */
export const RECENT_RECORDS = 3;

export interface EyeDetailViewProps {
  params: EyeInfoParams;
  /** The record screen of this side, given the loaded profile's ids. */
  recordsPath: (ids: { eyeId: string; familyMemberId: string }) => string;
  testId: string;
  /** Extra actions under the header (the doctor's "manage records"). */
  actions?: (ids: { eyeId: string }) => ReactNode;
  /** What the screen shows under the summary of each eye (the parent's next check). */
  belowSummary?: (ids: { familyMemberId: string }) => ReactNode;
  /** The way back above the screen and its refusals (the doctor's: to the child's file and the patient list). */
  back?: (patient: { patientId: string | null; name: string } | null) => ReactNode;
}

/** Eye info, the summary of each eye, the chart and the latest exams (spec §2, BRIEF "Eye axis"). */
export function EyeDetailView({ params, recordsPath, testId, actions, back, belowSummary }: EyeDetailViewProps) {
  const { t, i18n } = useTranslation('eyeAxis');
  const { identified, model, eyeRef, info, curve, records } = useEyeAxisModel(params, { withCurve: true, recordsLimit: RECENT_RECORDS });

  if (!identified) {
    return (
      <main className={styles.page} data-testid={testId}>
        {back?.(null)}
        <p className={styles.alert} role="alert">
          {t(params.role === 'patient' ? 'errors.missingMember' : 'errors.missingEye')}
        </p>
      </main>
    );
  }
  if (info.isPending) return <PageLoading />;
  if (info.isError || !model.patientInfo || !eyeRef) {
    return (
      <main className={styles.page} data-testid={testId}>
        {back?.(null)}
        <LoadFailed
          title={t('errors.loadFailed')}
          error={info.error}
          onRetry={() => void info.refetch()}
          backTo={params.role === 'doctor' ? DOCTOR_HOME_PATH : '/'}
        />
      </main>
    );
  }

  const patient = model.patientInfo;
  const { curve: curveData, records: list } = model.eyeAxisData;
  // The axial-length centiles (He et al. 2023) cover 4 to 18 years: a younger child sees a sentence saying when the
  // chart starts, not an empty 4-18 chart, and no treatment or projection blocks, which read exams against that
  // reference; their exams, if any, are listed below as for any child (issue 31 item 8).
  const birthdayAtReference = referenceStart(patient.birthDate);
  const beforeReference = localIsoDate() < birthdayAtReference;
  const referenceStartText = formatDate(birthdayAtReference, i18n.language);
  return (
    <main className={styles.page} data-testid={testId}>
      {back?.(patient)}
      <EyeHeader info={patient} />
      {actions ? <div className={styles.actions}>{actions({ eyeId: patient.eyeId })}</div> : null}
      <SummaryCards info={patient} />
      {belowSummary?.({ familyMemberId: patient.familyMemberId })}
      <section className={styles.section} aria-labelledby="eye-chart-title">
        <div className={styles.sectionHead}>
          <h2 id="eye-chart-title" className={styles.sectionTitle}>
            {t('chart.title')}
          </h2>
          {beforeReference ? null : (
            <Link
              className={styles.linkButton}
              to={fullScreenPath(params.role, eyeRef, patient.familyMemberId)}
              data-testid="chart-full-screen"
            >
              {t('chart.fullScreen')} ⤢
            </Link>
          )}
        </div>
        {beforeReference ? (
          <p className={styles.caption} data-testid="eye-before-reference">
            {t(patient.examCount === 0 ? 'chart.beforeReference' : 'chart.beforeReferenceWithExams', {
              name: patient.name,
              years: REFERENCE_FROM_YEARS,
              date: referenceStartText,
            })}
          </p>
        ) : curveData ? (
          <Chart.Later curve={curveData} name={patient.name} mode="inline" familyMemberId={patient.familyMemberId} />
        ) : (
          <div className={styles.chartBox}>{curve.isError ? null : <PageLoading />}</div>
        )}
        <p className={styles.caption}>{t('chart.reference')}</p>
      </section>
      {patient.examCount > 0 && !beforeReference ? (
        <HydrateLater>
          <TreatmentEffect.Part role={params.role} eyeRef={eyeRef} />
          <Projection.Part role={params.role} eyeRef={eyeRef} />
        </HydrateLater>
      ) : null}
      <section className={styles.section} aria-labelledby="eye-recent-title">
        <div className={styles.sectionHead}>
          <h2 id="eye-recent-title" className={styles.sectionTitle}>
            {t('records.recent')}
          </h2>
          <Link
            className={styles.linkButton}
            to={recordsPath({ eyeId: patient.eyeId, familyMemberId: patient.familyMemberId })}
            data-testid="records-link"
          >
            {t('records.all')} ›
          </Link>
        </div>
        {records.isPending && !records.isError ? (
          <PageLoading />
        ) : (
          <RecentRecords.Later
            records={list}
            hasMore={false}
            loadingMore={false}
            failed={records.isError}
            loadMore={records.refetch}
            showEnd={false}
          />
        )}
      </section>
    </main>
  );
}
