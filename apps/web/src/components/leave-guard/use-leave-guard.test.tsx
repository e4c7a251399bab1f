import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { expect, test } from 'vitest';
import { useLeaveGuard } from './use-leave-guard.ts';

function Form() {
  const [name, setName] = useState('');
  useLeaveGuard(name !== '');
  return (
    <>
      <input aria-label="name" value={name} onChange={(e) => setName(e.target.value)} />
      <Link to="/elsewhere">away</Link>
    </>
  );
}

function setUp() {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: Form },
      { path: '/elsewhere', Component: () => <p>elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const unloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

test('a clean form lets the user go without a question, and a reload is not held', async () => {
  const router = setUp();
  expect(unloadAsks()).toBe(false);
  fireEvent.click(screen.getByText('away'));
  await screen.findByText('elsewhere');
  expect(router.state.location.pathname).toBe('/elsewhere');
});

test('typed work holds a move inside the app behind a question: staying keeps it, leaving goes', async () => {
  const router = setUp();
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Pudong' } });
  expect(unloadAsks()).toBe(true);

  fireEvent.click(screen.getByText('away'));
  await screen.findByText('有未保存的修改，离开后将丢失。');
  await act(async () => fireEvent.click(screen.getByText('留在此页')));
  expect(router.state.location.pathname).toBe('/form');
  expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('Pudong');

  fireEvent.click(screen.getByText('away'));
  await act(async () => fireEvent.click(await screen.findByText('离开')));
  await screen.findByText('elsewhere');
  expect(router.state.location.pathname).toBe('/elsewhere');
  expect(unloadAsks()).toBe(false);
});
