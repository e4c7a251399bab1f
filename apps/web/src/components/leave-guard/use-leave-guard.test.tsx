import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { use, useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, expect, test } from 'vitest';
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

/** Never resolves: a page still loading its data, so the router's transition keeps the form on screen. */
const loading = new Promise<never>(() => undefined);

function setUp(elsewhere: () => ReactNode = () => <p>elsewhere</p>) {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: Form },
      { path: '/elsewhere', Component: elsewhere },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/**
 * antd-mobile's imperative dialog lives in its own root under <body>, outside what cleanup() unmounts, and a closed one
 * may stay there, faded out: a later question found the closing one beside it ("multiple elements"), and one still
 * animating when the file ended rendered after jsdom's teardown ("window is not defined"). So each answer waits for
 * every dialog's closing animation to end (faded to nothing), and the newest dialog is the one answered.
 */
const dialogsClosed = () =>
  waitFor(
    () => {
      const panels = [...document.querySelectorAll<HTMLElement>('.adm-dialog .adm-center-popup-wrap > div')];
      expect(panels.filter((panel) => panel.style.opacity !== '0')).toEqual([]);
    },
    { timeout: 10_000 },
  );
const newestDialogButton = async (text: string) => (await screen.findAllByText(text)).at(-1)!;

afterEach(dialogsClosed);

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
  await screen.findAllByText('有未保存的修改，离开后将丢失。');
  await act(async () => fireEvent.click(await newestDialogButton('留在此页')));
  await dialogsClosed();
  expect(router.state.location.pathname).toBe('/form');
  expect(screen.getByLabelText<HTMLInputElement>('name').value).toBe('Pudong');

  fireEvent.click(screen.getByText('away'));
  await act(async () => fireEvent.click(await newestDialogButton('离开')));
  await dialogsClosed();
  await screen.findByText('elsewhere');
  expect(router.state.location.pathname).toBe('/elsewhere');
  expect(unloadAsks()).toBe(false);
});

test('once the user chose to leave, the form still on screen while the next page loads does not ask again', async () => {
  // react-router renders a navigation in a transition: until the next page has rendered, the left form stays mounted
  // with its blocker, and a back press then (a second tap, a journey's goBack) was held behind the same question.
  const router = setUp(() => use(loading));
  fireEvent.change(screen.getByLabelText('name'), { target: { value: 'Pudong' } });
  fireEvent.click(screen.getByText('away'));
  await act(async () => fireEvent.click(await newestDialogButton('离开')));
  await dialogsClosed();
  expect(router.state.location.pathname).toBe('/elsewhere');
  expect(screen.getByLabelText('name')).toBeTruthy();
  // The answered question, faded out, leaves the page a moment later: gone before the back press, so that a question
  // found after it is one the back press raised (CI found the faded one, 1 run in 3). Its removal waits on animation
  // frames, which a loaded CI machine gave it after more than waitFor's default second: the wait is for the removal.
  await waitFor(() => expect(screen.queryByText('有未保存的修改，离开后将丢失。')).toBeNull(), { timeout: 10_000 });

  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/form');
  expect(screen.queryByText('有未保存的修改，离开后将丢失。')).toBeNull();
  expect(unloadAsks()).toBe(false);
});
