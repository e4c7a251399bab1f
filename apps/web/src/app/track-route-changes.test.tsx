import { createMemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { trackRouteChanges } from './track-route-changes.ts';

test('reports the route pattern of the first page and of each new path, not of a query change', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { path: '/clinics/:clinicId', Component: () => null },
          { path: '/faq', Component: () => null },
          { path: '*', Component: () => null },
        ],
      },
    ],
    { initialEntries: ['/clinics/20000000-0000-4000-8000-000000000001'] },
  );
  await router.initialize();
  const reported: string[] = [];
  const stop = trackRouteChanges(router, (route) => reported.push(route));
  await router.navigate('/clinics/20000000-0000-4000-8000-000000000001?lang=en-US');
  await router.navigate('/faq');
  await router.navigate('/no/such/page');
  stop();
  await router.navigate('/faq');
  expect(reported).toEqual(['/clinics/:clinicId', '/faq', '*']);
  router.dispose();
});
