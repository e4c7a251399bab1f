import type { ReactNode } from 'react';
import type { EyeExamRecord } from '@sprout/contracts';
import { DataTable, type Column } from '../../../components/data-table/data-table.tsx';
import { formatDate } from '../../../lib/format/date.ts';
import { AGE_DECIMALS } from '../../../lib/format/eye-measure.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useRows } from './record-card.tsx';

/**
 * The doctor's exams as one table at desk width (issue 30: not a 4,000 px stack of cards): a row per exam, each
 * measure as right / left, sortable by date; on a phone the shared table draws a card per exam.
 */
export function ExamTable({
  records,
  actions,
  footer,
}: {
  records: EyeExamRecord[];
  actions?: (record: EyeExamRecord) => ReactNode;
  footer: ReactNode;
}) {
  const { t, i18n } = useTranslation('eyeAxis');
  const eyes = `${t('eye.rightShort')} / ${t('eye.leftShort')}`;
  const columns: Column<EyeExamRecord>[] = [
    {
      key: 'examDate',
      header: t('records.columns.date'),
      cell: (r) => formatDate(r.examDate, i18n.language),
      sortValue: (r) => r.examDate,
    },
    {
      key: 'age',
      header: t('records.columns.age'),
      cell: (r) => formatNumber(r.ageYears, AGE_DECIMALS, i18n.language),
      sortValue: (r) => r.ageYears,
    },
    { key: 'treatment', header: t('records.columns.treatment'), cell: (r) => t(`treatment.${r.treatment}`) },
    ...useRows().map((row): Column<EyeExamRecord> => ({
      key: row.key,
      header: `${row.label} · ${eyes}`,
      cell: (r) => `${row.cell(r.right)} / ${row.cell(r.left)}`,
      wholeWords: true,
    })),
    ...(actions
      ? [{ key: 'actions', header: t('records.columns.actions'), cell: (r: EyeExamRecord) => actions(r), wholeWords: true }]
      : []),
  ];
  return (
    <DataTable
      columns={columns}
      rows={records}
      rowKey={(r) => r.recordId}
      empty={t('records.empty')}
      testId="eye-records"
      rowTestId="eye-record"
      footer={footer}
    />
  );
}
