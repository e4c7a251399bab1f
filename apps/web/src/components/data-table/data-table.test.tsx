import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { DataTable, toggledSort, type Column, type SortDirection } from './data-table.tsx';

interface Lead {
  id: string;
  name: string;
  received: string;
}
const rows: Lead[] = [
  { id: '1', name: 'Chen', received: '2026-11-02' },
  { id: '2', name: 'An', received: '2026-11-03' },
  { id: '3', name: 'Bo', received: '2026-11-01' },
];
const names = () =>
  within(screen.getByTestId('table'))
    .getAllByTestId('row')
    .map((row) => row.querySelector('td')!.textContent);

const inApp = (ui: React.ReactNode) => render(<AppProviders client={createQueryClient()}>{ui}</AppProviders>);

describe('the staff table', () => {
  test('sorts a list it holds whole in the browser, each header tap turning the order round', () => {
    const columns: Column<Lead>[] = [{ key: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name }];
    inApp(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="none" testId="table" rowTestId="row" />);
    expect(names()).toEqual(['Chen', 'An', 'Bo']);
    fireEvent.click(screen.getByTestId('sort-by-name'));
    expect(names()).toEqual(['An', 'Bo', 'Chen']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-by-name'));
    expect(names()).toEqual(['Chen', 'Bo', 'An']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });

  test('asks the server for another order of a list paged there, and keeps the rows in the order the server sent', () => {
    const asked: Array<{ by: string; direction: SortDirection }> = [];
    const onAsk = vi.fn();
    function ServerSorted() {
      const [order, setOrder] = useState<{ by: 'received' | 'name'; direction: SortDirection }>({ by: 'received', direction: 'desc' });
      const columns: Column<Lead>[] = [
        { key: 'name', header: 'Name', cell: (r) => r.name, sortKey: 'name' },
        { key: 'received', header: 'Received', cell: (r) => r.received, sortKey: 'received' },
      ];
      return (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          empty="none"
          testId="table"
          rowTestId="row"
          paging={{ start: 0, pageSize: 20, total: 3, onStart: onAsk }}
          sort={{
            by: order.by,
            direction: order.direction,
            onSort: (by) => {
              const next = toggledSort(order, by as 'received' | 'name');
              asked.push(next);
              setOrder(next);
            },
          }}
        />
      );
    }
    inApp(<ServerSorted />);
    expect(screen.getByRole('columnheader', { name: 'Received' }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByTestId('sort-by-name'));
    fireEvent.click(screen.getByTestId('sort-by-name'));
    fireEvent.click(screen.getByTestId('sort-by-received'));
    expect(asked).toEqual([
      { by: 'name', direction: 'asc' },
      { by: 'name', direction: 'desc' },
      { by: 'received', direction: 'asc' },
    ]);
    // The browser does not reorder what the server paged: the rows stay as sent.
    expect(names()).toEqual(['Chen', 'An', 'Bo']);
    expect(screen.getByRole('columnheader', { name: 'Received' }).getAttribute('aria-sort')).toBe('ascending');
  });
});
