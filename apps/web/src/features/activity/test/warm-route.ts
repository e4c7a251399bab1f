import { beforeAll } from 'vitest';

/**
 * Imports the activity route's chunk and its two locale namespaces before a file's tests, under a hook timeout of
 * its own: the first render of a test otherwise transformed that whole module graph inside its findBy window, which
 * a loaded CI machine overran (ci2 of session 34: 10.4 s for the first test of render-widget.test.tsx, the page
 * still loading). The tests then wait only for the render itself.
 */
export function warmActivityRoute(): void {
  beforeAll(async () => {
    await Promise.all([
      import('../pages/activity-route.tsx'),
      import('../../../locales/zh-CN/activity.json'),
      import('../../../locales/zh-CN/doctorList.json'),
      import('../../../locales/en-US/activity.json'),
      import('../../../locales/en-US/doctorList.json'),
    ]);
  }, 120_000);
}
