import type { ReactNode } from 'react';
import type { EyeExamRecord, EyeMeasurements } from '@sprout/contracts';
import { formatDate } from '../../../lib/format/date.ts';
import {
  ACUITY_DECIMALS,
  AGE_DECIMALS,
  centileText,
  DASH,
  DIOPTRE_DECIMALS,
  MM_DECIMALS,
  orDash,
  RATIO_DECIMALS,
} from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './eye-axis.module.css';
import recordStyles from './record-card.module.css';

type Row = { key: string; label: string; cell: (eye: EyeMeasurements) => string };

export function useRows(): Row[] {
  const { t, i18n } = useTranslation('eyeAxis');
  const lang = i18n.language;
  const num =
    (decimals: number, signed = false) =>
    (v: number) =>
      formatNumber(v, decimals, lang, signed);
  return [
    { key: 'axialLength', label: `${t('fields.axialLength')} (mm)`, cell: (e) => orDash(e.axialLength, num(MM_DECIMALS)) },
    { key: 'centile', label: t('fields.centile'), cell: (e) => (e.axialLength === null ? DASH : centileText(t, e)) },
    { key: 'growthPerYear', label: `${t('fields.growthPerYear')} (mm)`, cell: (e) => orDash(e.growthPerYear, num(MM_DECIMALS, true)) },
    {
      key: 'refraction',
      label: `${t('fields.sphere')} / ${t('fields.cylinder')} × ${t('fields.axis')}`,
      cell: (e) =>
        e.sphere === null
          ? DASH
          : `${num(DIOPTRE_DECIMALS, true)(e.sphere)} / ${orDash(e.cylinder, num(DIOPTRE_DECIMALS, true))} × ${orDash(e.axis, String)}`,
    },
    {
      key: 'sphericalEquivalent',
      label: `${t('fields.sphericalEquivalent')} (D)`,
      cell: (e) => orDash(e.sphericalEquivalent, num(DIOPTRE_DECIMALS, true)),
    },
    {
      key: 'k',
      label: `${t('fields.k1')} / ${t('fields.k2')} (D)`,
      cell: (e) => (e.k1 === null ? DASH : `${num(DIOPTRE_DECIMALS)(e.k1)} / ${orDash(e.k2, num(DIOPTRE_DECIMALS))}`),
    },
    { key: 'alCrRatio', label: t('fields.alCrRatio'), cell: (e) => orDash(e.alCrRatio, num(RATIO_DECIMALS)) },
    {
      key: 'va',
      label: `${t('fields.ucva')} / ${t('fields.bcva')}`,
      cell: (e) =>
        e.ucva === null && e.bcva === null ? DASH : `${orDash(e.ucva, num(ACUITY_DECIMALS))} / ${orDash(e.bcva, num(ACUITY_DECIMALS))}`,
    },
    { key: 'iop', label: `${t('fields.iop')} (mmHg)`, cell: (e) => orDash(e.iop, num(0)) },
  ];
}

/** One exam: both eyes side by side, rows with no value in either eye left out. */
export function RecordCard({ record, actions }: { record: EyeExamRecord; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('eyeAxis');
  const rows = useRows().filter((row) => row.cell(record.right) !== DASH || row.cell(record.left) !== DASH);
  const age = formatNumber(record.ageYears, AGE_DECIMALS, i18n.language);
  return (
    <li className={recordStyles.record} data-testid="eye-record" data-record-id={record.recordId}>
      <div className={recordStyles.recordHead}>
        <h3 className={recordStyles.recordDate}>{t('records.examOn', { date: formatDate(record.examDate, i18n.language), age })}</h3>
        <span className={styles.badge}>{t(`treatment.${record.treatment}`)}</span>
      </div>
      <table className={recordStyles.table}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('fields.axialLength')}</span>
            </th>
            <th scope="col">{t('eye.rightShort')}</th>
            <th scope="col">{t('eye.leftShort')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.cell(record.right)}</td>
              <td>{row.cell(record.left)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {record.device ? <p className={styles.muted}>{t('records.device', { device: record.device })}</p> : null}
      {record.notes ? <p className={styles.muted}>{t('records.notes', { notes: record.notes })}</p> : null}
      {actions ? <div className={recordStyles.recordActions}>{actions}</div> : null}
    </li>
  );
}
