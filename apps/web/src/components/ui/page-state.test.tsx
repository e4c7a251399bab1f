import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../lib/request/index.ts';
import { PageState, type PageQuery } from './page-state.tsx';

const query = (over: Partial<PageQuery<{ name: string }>>): PageQuery<{ name: string }> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

const draw = (q: PageQuery<{ name: string }>, frame?: (state: React.ReactNode) => React.ReactNode) =>
  render(
    <MemoryRouter>
      <PageState query={q} unavailable="The clinic could not be loaded" backTo="/admin/clinics" frame={frame}>
        {(clinic) => <h1>{clinic.name}</h1>}
      </PageState>
    </MemoryRouter>,
  );

describe('a page that reads before it draws', () => {
  test('while the read is out it says it is loading, and draws nothing of the page', () => {
    draw(query({ isPending: true }));
    expect(screen.getByRole('status').textContent).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  test('once the data is in it draws the page with it', () => {
    draw(query({ data: { name: 'Sunrise clinic' } }));
    expect(screen.getByRole('heading', { name: 'Sunrise clinic' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a failed read is announced, and retry asks again', () => {
    const q = query({ isError: true, error: new Error('offline') });
    draw(q);
    expect(screen.getByRole('alert').textContent).toContain('The clinic could not be loaded');
    fireEvent.click(screen.getByRole('button'));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  test('a record that is not there offers the way back, not a retry that cannot help', () => {
    draw(query({ isError: true, error: new ApiError({ status: 404, code: 'NOT_FOUND', message: 'gone' }) }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('load-failed-back').getAttribute('href')).toBe('/admin/clinics');
    // It says the thing is not there, not that it could not be loaded (a retry would not help).
    expect(screen.getByRole('alert').textContent).toContain('没有找到这项内容');
    expect(screen.getByRole('alert').textContent).not.toContain('The clinic could not be loaded');
  });

  test('the failure is drawn inside the page’s frame when it has one', () => {
    draw(query({ isError: true, error: new Error('offline') }), (state) => <nav aria-label="workspace">{state}</nav>);
    expect(screen.getByRole('navigation', { name: 'workspace' }).contains(screen.getByRole('alert'))).toBe(true);
  });

  test('without a page to draw it draws nothing once the data is in', () => {
    const { container } = render(<PageState query={query({ data: { name: 'x' } })} unavailable="failed" />);
    expect(container.textContent).toBe('');
  });
});
