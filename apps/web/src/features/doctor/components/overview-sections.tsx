import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PatientOverview } from '@sprout/contracts';
import { RecheckNote } from '../../../components/growth-recheck/recheck-note.tsx';
import { WeightForLengthLine } from '../../../components/weight-for-length/weight-for-length-line.tsx';
import { formatCentile } from '../../../lib/format/score.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { specDoctorPaths } from '../utils/paths.ts';
import styles from './doctor.module.css';
import overviewStyles from './overview-sections.module.css';

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
          <div className={overviewStyles.values}>
            {(['height', 'weight', 'headSize', 'bmi'] as const).map((key) =>
              latest[key] === null ? null : (
                <div key={key} className={overviewStyles.value}>
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
          <div className={overviewStyles.values}>
            {(['right', 'left'] as const).map((side) => (
              <div key={side} className={overviewStyles.value} data-testid={`eye-${side}`}>
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
