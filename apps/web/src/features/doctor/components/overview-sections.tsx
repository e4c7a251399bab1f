import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PatientOverview } from '@sprout/contracts';
import { RecheckNote } from '../../../components/growth-recheck/recheck-note.tsx';
import { WeightForLengthLine } from '../../../components/weight-for-length/weight-for-length-line.tsx';
import { formatCentile } from '../../../lib/format/score.ts';
import { specDoctorPaths } from '../utils/paths.ts';
import styles from './doctor.module.css';

const centile = (value: number | null) => (value === null ? '' : ` · P${formatCentile(value)}`);

export function GrowthSummary({ growth, chart }: { growth: PatientOverview['growth']; chart: ReactNode }) {
  const { t } = useTranslation('doctor');
  const latest = growth?.latest;
  return (
    <section className={styles.card} aria-labelledby="growth-title" data-testid="overview-growth">
      <h2 className={styles.cardTitle} id="growth-title">
        {t('overview.growth')}
      </h2>
      {latest ? (
        <>
          <p className={styles.meta}>{t('overview.latestOn', { date: latest.recordDate })}</p>
          <div className={styles.values}>
            {(['height', 'weight', 'headSize', 'bmi'] as const).map((key) =>
              latest[key] === null ? null : (
                <div key={key} className={styles.value}>
                  <span>{t(`overview.${key}`)}</span>
                  <strong>
                    {latest[key]}
                    {key === 'height' || key === 'headSize' ? ' cm' : key === 'weight' ? ' kg' : ''}
                  </strong>
                  <span>{centile(latest.centiles[key]).replace(' · ', '')}</span>
                </div>
              ),
            )}
          </div>
          <WeightForLengthLine value={latest.weightForLength ?? null} />
          {latest.recheck.length > 0 ? <RecheckNote reasons={latest.recheck} /> : null}
        </>
      ) : (
        <p className={styles.meta}>{t('overview.noGrowth')}</p>
      )}
      {growth ? chart : null}
      {growth ? (
        <Link to={specDoctorPaths.growthDetail(growth.growthId)} data-testid="link-growth-detail">
          {t('overview.growthDetail')}
        </Link>
      ) : null}
    </section>
  );
}

export function EyeSummary({ eye, chart }: { eye: PatientOverview['eye']; chart: ReactNode }) {
  const { t } = useTranslation('doctor');
  const latest = eye?.latest;
  return (
    <section className={styles.card} aria-labelledby="eye-title" data-testid="overview-eye">
      <h2 className={styles.cardTitle} id="eye-title">
        {t('overview.eye')}
      </h2>
      {latest ? (
        <>
          <p className={styles.meta}>
            {t('overview.latestOn', { date: latest.examDate })} · {t('overview.treatment')}:{' '}
            {t(`treatment.${latest.treatment}` as 'treatment.none', { ns: 'eyeAxis' })}
          </p>
          <div className={styles.values}>
            {(['right', 'left'] as const).map((side) => (
              <div key={side} className={styles.value} data-testid={`eye-${side}`}>
                <span>{t(`overview.${side}`)}</span>
                <strong>{latest[side].axialLength === null ? '—' : `${latest[side].axialLength} mm`}</strong>
                <span>
                  {latest[side].centile === null ? '' : `P${latest[side].centile}`}
                  {latest[side].growthPerYear === null ? '' : ` · ${t('overview.perYear', { value: latest[side].growthPerYear })}`}
                </span>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className={styles.meta}>{t('overview.noEye')}</p>
      )}
      {eye && eye.examCount > 0 ? chart : null}
      {eye ? (
        <div className={styles.links}>
          <Link to={specDoctorPaths.eyeDetail(eye.eyeId)} data-testid="link-eye-detail">
            {t('overview.eyeDetail')}
          </Link>
          <Link to={specDoctorPaths.eyeRecord(eye.eyeId)} data-testid="link-eye-record">
            {t('overview.eyeRecord')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}

export function VisitsAndAdvice({ overview }: { overview: PatientOverview }) {
  const { t } = useTranslation('doctor');
  return (
    <>
      <section className={styles.card} aria-labelledby="visits-title" data-testid="overview-visits">
        <h2 className={styles.cardTitle} id="visits-title">
          {t('overview.visits')}
        </h2>
        {overview.visits.length === 0 ? <p className={styles.meta}>{t('overview.noVisits')}</p> : null}
        <ul className={styles.list}>
          {overview.visits.map((visit) => (
            <li key={visit.visitId}>
              <strong>{visit.visitDate}</strong> · {visit.department} · {visit.diagnosis}
              {visit.doctorName ? <span className={styles.meta}> · {visit.doctorName}</span> : null}
            </li>
          ))}
        </ul>
        <Link to={specDoctorPaths.healthRecord(overview.patient.familyMemberId)} data-testid="link-health-record">
          {t('overview.healthRecord')}
        </Link>
      </section>
      <section className={styles.card} aria-labelledby="advice-title" data-testid="overview-advice">
        <h2 className={styles.cardTitle} id="advice-title">
          {t('overview.advices')}
        </h2>
        {overview.advices.length === 0 ? <p className={styles.meta}>{t('overview.noAdvices')}</p> : null}
        <ul className={styles.list}>
          {overview.advices.map((advice) => (
            <li key={advice.id}>
              <span className={styles.meta}>
                {advice.createdAt.slice(0, 10)} · {advice.doctorName}
              </span>
              <p className={styles.adviceText}>{advice.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
