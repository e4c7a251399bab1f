import type { RouteEntry } from './types.ts';

/** Ours: the standalone sign-in screen (BRIEF: Signing in). */
export const authRoutes: RouteEntry[] = [
  {
    path: '/login',
    titleKey: 'login',
    load: () => import('../../features/auth/pages/login-page.tsx'),
    namespaces: ['auth'],
  },
];
