import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/feedback/page-loading.tsx';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { RoleGate } from '../../../components/layout/role-gate.tsx';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ENTRY_KINDS } from '../api/create-entry.ts';
import { usePatientOverview } from '../api/get-patient-overview.ts';
import styles from '../components/doctor.module.css';
import { EntrySections } from '../components/entry-sections.tsx';
import { EyeSummary, GrowthSummary } from '../components/overview-sections.tsx';
import { PatientHeader } from '../components/patient-header.tsx';
import { DOCTOR_PAGES, entryPath, specDoctorPaths } from '../utils/paths.ts';

export interface OverviewCharts {
  /** The growth chart of the growth feature, given by app/ (features do not import each other), with the child's events and bone ages. */
  growthChart?: (growthId: string, familyMemberId: string) => ReactNode;
  eyeChart?: (eyeId: string, name: string) => ReactNode;
  /** The vaccinations feature's read-only schedule of the child, in a card of this page. */
  vaccinations?: (familyMemberId: string, className: string) => ReactNode;
  /** The milestones feature's read-only view of the child, in a card of this page. */
  milestones?: (familyMemberId: string, className: string) => ReactNode;
}

/** /doctor/patient?patientId=: one child at a glance, and the way to every write and every doctor screen. */
export function PatientOverviewPage(charts: OverviewCharts) {
  return (
    <RoleGate area="doctor">
      <PatientOverview {...charts} />
    </RoleGate>
  );
}

function PatientOverview({ growthChart, eyeChart, vaccinations, milestones }: OverviewCharts) {
  const { t } = useTranslation('doctor');
  const { t: tb } = useTranslation('beyond2');
  const [params] = useSearchParams();
  const patientId = params.get('patientId');
  const overview = usePatientOverview(patientId);
  const today = localIsoDate();

  if (!patientId || overview.isError) {
    return (
      <StatusScreen title={t('overview.loadFailed')} description={overview.error?.message} testId="patient-unavailable">
        <Link className="button" to={DOCTOR_PAGES.home}>
          {t('overview.back')}
        </Link>
      </StatusScreen>
    );
  }
  if (!overview.data) return <PageLoading />;
  const data = overview.data;
  return (
    <main className={styles.page} data-layout="wide" data-testid="patient-overview">
      <Link to={DOCTOR_PAGES.home} className={styles.meta} data-testid="back-to-patients">
        ← {t('overview.back')}
      </Link>
      <PatientHeader patient={data.patient} today={today} />
      <nav className={styles.actions} aria-label={t('overview.write')}>
        {ENTRY_KINDS.map((kind) => (
          <Link key={kind} className="button button--primary" to={entryPath(kind, patientId)} data-testid={`write-${kind}`}>
            {t(`entry.${kind}`)}
          </Link>
        ))}
      </nav>
      {data.growth || data.eye ? (
        <Link
          to={specDoctorPaths.childView(data.growth?.growthId ?? null, data.eye?.eyeId ?? null, patientId)}
          data-testid="link-child-view"
        >
          {tb('childView.open')} ›
        </Link>
      ) : null}
      <div className={styles.columns}>
        <GrowthSummary
          growth={data.growth}
          chart={data.growth && growthChart ? growthChart(data.growth.growthId, data.patient.familyMemberId) : null}
        />
        <EyeSummary eye={data.eye} chart={data.eye && eyeChart ? eyeChart(data.eye.eyeId, data.patient.name) : null} />
      </div>
      <div className={styles.columns}>
        <EntrySections overview={data} patientId={patientId} />
      </div>
      <div className={styles.columns}>
        {milestones ? milestones(data.patient.familyMemberId, styles.card!) : null}
        {vaccinations ? vaccinations(data.patient.familyMemberId, styles.card!) : null}
      </div>
    </main>
  );
}
