import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.tsx';
import styles from './data-table.module.css';

/** One column of a staff list: its header, how a row fills its cell, and how the column sorts (if it does). */
export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Sorts in the browser by this value (a list the page holds whole). */
  sortValue?: (row: Row) => string | number | null;
  /** Sorts on the server under this name (a list paged there; the page's own query names). */
  sortKey?: string;
  /** Breaks only between words (numbers, buttons): never "43." above "00", the column as wide as its longest word. */
  wholeWords?: boolean;
}

/** A page of a longer list: where it starts, how long a page is, how many there are, and how to move. */
export interface Paging {
  start: number;
  pageSize: number;
  total: number;
  onStart: (start: number) => void;
}

export type SortDirection = 'asc' | 'desc';

/** The server's order of a list paged there: which sortKey is in force, and how to ask for another. */
export interface ServerSort {
  by: string;
  direction: SortDirection;
  onSort: (by: string) => void;
}

/** The order after a tap on a server-sorted column's header: the same column turns round, another starts ascending. */
export function toggledSort<By extends string>(now: { by: By; direction: SortDirection }, by: By): { by: By; direction: SortDirection } {
  return { by, direction: now.by === by && now.direction === 'asc' ? 'desc' : 'asc' };
}

/** Rows per page of a list held whole in the browser. */
export const PAGE_SIZE = 20;

const compare = (a: string | number | null, b: string | number | null): number => {
  if (a === b) return 0;
  if (a === null || a === '') return 1;
  if (b === null || b === '') return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
};

/**
 * A staff list (issue 30): a table with sortable column headers and paging at desk width, and one card per row
 * on a phone (each cell under its header's name) so nothing is clipped at 360 px. A list held whole sorts and pages
 * here; a list paged on the server passes `paging` and `sort`, and its sortable columns name their `sortKey`.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  testId,
  rowTestId,
  paging,
  sort,
  footer,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty: string;
  testId?: string;
  rowTestId?: string;
  paging?: Paging;
  sort?: ServerSort;
  /** Below the table instead of its own pager: a list the page loads in steps ("load more"); null for none. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [local, setLocal] = useState<{ by: string; direction: SortDirection } | null>(null);
  const [start, setStart] = useState(0);
  const sortedRows = useMemo(() => {
    const column = local && columns.find((c) => c.key === local.by);
    if (!local || !column?.sortValue) return rows;
    const value = column.sortValue;
    const sorted = [...rows].sort((a, b) => compare(value(a), value(b)));
    return local.direction === 'desc' ? sorted.reverse() : sorted;
  }, [rows, columns, local]);
  const localPaging: Paging | undefined =
    paging || footer !== undefined || rows.length <= PAGE_SIZE
      ? undefined
      : { start: Math.min(start, Math.max(0, rows.length - 1)), pageSize: PAGE_SIZE, total: rows.length, onStart: setStart };
  const shown = localPaging ? sortedRows.slice(localPaging.start, localPaging.start + PAGE_SIZE) : sortedRows;

  const ariaSort = (column: Column<Row>): 'ascending' | 'descending' | undefined => {
    const on = column.sortKey && sort ? sort.by === column.sortKey && sort.direction : local?.by === column.key && local.direction;
    return on ? (on === 'asc' ? 'ascending' : 'descending') : undefined;
  };
  const onHeader = (column: Column<Row>) => {
    if (column.sortKey && sort) return sort.onSort(column.sortKey);
    setStart(0);
    setLocal((now) => ({ by: column.key, direction: now?.by === column.key && now.direction === 'asc' ? 'desc' : 'asc' }));
  };

  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" aria-sort={ariaSort(c)}>
                {(c.sortKey && sort) || c.sortValue ? (
                  <button type="button" className={styles.sortButton} onClick={() => onHeader(c)} data-testid={`sort-by-${c.key}`}>
                    {c.header}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {ariaSort(c) === 'ascending' ? '▲' : ariaSort(c) === 'descending' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <td key={c.key} data-label={c.header} className={c.wholeWords ? styles.wholeWords : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? (
        <p className={styles.muted} data-testid={testId ? `${testId}-empty` : undefined}>
          {empty}
        </p>
      ) : null}
      {footer}
      {(paging ?? localPaging) ? <Pager {...(paging ?? localPaging)!} label={t('dataTable.pages')} /> : null}
    </div>
  );
}

function Pager({ start, pageSize, total, onStart, label }: Paging & { label: string }) {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" className={styles.pageButton} disabled={start === 0} onClick={() => onStart(Math.max(0, start - pageSize))}>
        {t('dataTable.previous')}
      </button>
      <span className={styles.muted} data-testid="page-of">
        {t('dataTable.pageOf', { from: total === 0 ? 0 : start + 1, to: Math.min(start + pageSize, total), total })}
      </span>
      <button
        type="button"
        className={styles.pageButton}
        disabled={start + pageSize >= total}
        onClick={() => onStart(start + pageSize)}
        data-testid="next-page"
      >
        {t('dataTable.next')}
      </button>
    </nav>
  );
}
