import type { ReactNode } from 'react';
import styles from './editor.module.css';

/** One column of a workspace list: its header and how a row fills its cell. */
export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A workspace list as a table (scrolls sideways on a phone), with a line of its own when there is nothing. */
export function DataTable<Row>({ columns, rows, rowKey, empty, testId }: { columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string; empty: string; testId?: string }) {
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
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.key}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
    </div>
  );
}
