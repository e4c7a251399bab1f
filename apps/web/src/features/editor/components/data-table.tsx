import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editor.module.css';

/** One column of a workspace list: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A page of a longer list: where it starts, how long a page is, how many there are, and how to move. */
export interface Paging {
  start: number;
  pageSize: number;
  total: number;
  onStart: (start: number) => void;
}

/**
 * A workspace list as a table (scrolls sideways on a phone), with a line of its own when there is nothing, and
 * previous and next buttons when it is one page of more.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  testId,
  rowTestId,
  paging,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  testId?: string;
  rowTestId?: string;
  paging?: Paging;
}) {
  return (
    <div className={`${styles.card} ${styles.tableWrap}`}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {paging ? <Pager {...paging} /> : null}
    </div>
  );
}

function Pager({ start, pageSize, total, onStart }: Paging) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.row}>
      <button type="button" className={styles.smallButton} disabled={start === 0} onClick={() => onStart(Math.max(0, start - pageSize))}>
        {t('actions.previous')}
      </button>
      <span className={styles.muted}>
        {t('pageOf', { from: total === 0 ? 0 : start + 1, to: Math.min(start + pageSize, total), total })}
      </span>
      <button type="button" className={styles.smallButton} disabled={start + pageSize >= total} onClick={() => onStart(start + pageSize)}>
        {t('actions.next')}
      </button>
    </div>
  );
}

/** The status chips above a list: one pressed at a time, "all" first. */
export function StatusChips<Status extends string>({
  statuses,
  current,
  label,
  labelOf,
  onChoose,
}: {
  statuses: readonly Status[];
  current: Status | '';
  label: string;
  labelOf: (status: Status) => string;
  onChoose: (status: Status | '') => void;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.row} role="group" aria-label={label}>
      {(['', ...statuses] as const).map((s) => (
        <button key={s || 'all'} type="button" className={styles.chip} aria-pressed={current === s} onClick={() => onChoose(s)}>
          {s ? labelOf(s) : t('all')}
        </button>
      ))}
    </div>
  );
}
