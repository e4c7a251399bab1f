import type { EyeAxisRecord } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useEyeSummary } from '../api/get-eye-summary.ts';
import { useLatestGrowth } from '../api/get-latest-growth.ts';
import { useVisitSummary } from '../api/get-visits.ts';
import { centileLabel, signed } from '../utils/format.ts';
import styles from './home.module.css';

export function useFormats() {
  const lang = currentLanguage();
  const number = (value: number, digits: number) => formatNumber(value, digits, lang);
  const date = (iso: string) => formatDate(iso, lang);
  return { number, date };
}

export function Pending() {
  const { t } = useTranslation('common');
  return <span className={styles.cardDescription}>{t('loading')}</span>;
}

export function Empty({ text }: { text: string }) {
  return (
    <span className={styles.cardDescription} data-testid="card-empty">
      {text}
    </span>
  );
}

export function GrowthCardBody({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  const growth = useLatestGrowth(familyMemberId);
  const f = useFormats();
  if (growth.isPending) return <Pending />;
  const data = growth.data;
  if (!data) return <Empty text={t('cards.growth.empty')} />;
  const line = (label: string, value: number | null, unit: string, centile: number | null) =>
    value === null ? null : (
      <span className={styles.cardValue}>
        {label} <strong>{f.number(value, 1)}</strong> {unit}
        {centileLabel(centile) ? <span className={styles.cardCentile}>{centileLabel(centile)}</span> : null}
      </span>
    );
  return (
    <span className={styles.cardValues} data-testid="growth-latest">
      {line(t('cards.growth.height'), data.height, 'cm', data.centiles.height)}
      {line(t('cards.growth.weight'), data.weight, 'kg', data.centiles.weight)}
      <span className={styles.cardDescription}>{t('cards.recordedOn', { date: f.date(data.recordDate) })}</span>
    </span>
  );
}

export function EyeCardBody({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  const eye = useEyeSummary(familyMemberId);
  const f = useFormats();
  if (eye.isPending) return <Pending />;
  const data = eye.data;
  if (!data || (data.right.axialLength === null && data.left.axialLength === null)) return <Empty text={t('cards.eyeAxis.empty')} />;
  const line = (label: string, side: EyeAxisRecord['right']) =>
    side.axialLength === null ? null : (
      <span className={styles.cardValue}>
        {label} <strong>{f.number(side.axialLength, 2)}</strong> mm
        {centileLabel(side.centile) ? <span className={styles.cardCentile}>{centileLabel(side.centile)}</span> : null}
        {side.growthPerYear !== null ? (
          <span className={styles.cardChange}>{t('cards.eyeAxis.perYear', { change: signed(side.growthPerYear, 2) })}</span>
        ) : null}
      </span>
    );
  return (
    <span className={styles.cardValues} data-testid="eye-latest">
      {line(t('cards.eyeAxis.right'), data.right)}
      {line(t('cards.eyeAxis.left'), data.left)}
      <span className={styles.cardDescription}>{t('cards.examinedOn', { date: f.date(data.examDate) })}</span>
    </span>
  );
}

export function VisitsCardBody({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  const visits = useVisitSummary(familyMemberId);
  const f = useFormats();
  if (visits.isPending) return <Pending />;
  const { last, next } = visits.data ?? { last: null, next: null };
  if (!last && !next) return <Empty text={t('cards.healthRecord.empty')} />;
  const line = (label: string, visit: typeof last) =>
    visit ? (
      <span className={styles.cardValue}>
        {label} <strong>{f.date(visit.date)}</strong>
        {visit.clinicName ? ` · ${visit.clinicName}` : ''}
      </span>
    ) : null;
  return (
    <span className={styles.cardValues} data-testid="visits-latest">
      {line(t('cards.healthRecord.lastVisit'), last)}
      {line(t('cards.healthRecord.nextVisit'), next)}
    </span>
  );
}
