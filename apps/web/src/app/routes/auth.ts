import type { RouteEntry } from './types.ts';

/** Ours: the standalone sign-in screen (BRIEF: Signing in). */
export const authRoutes: RouteEntry[] = [
  {
    path: '/login',
    titleKey: 'login',
    load: () => import('../../features/auth/pages/login-page.tsx'),
    namespaces: ['auth'],
  },
  {
    // The parent's own profile (issue 31): the name the home screen greets.
    path: '/account/profile',
    titleKey: 'profile',
    load: () => import('../../features/auth/pages/profile-page.tsx'),
    namespaces: ['auth'],
    requiresAuth: true,
  },
  {
    // The family's reminders (issue 34 part 3): reached from the profile.
    path: '/account/reminders',
    titleKey: 'reminders',
    load: () => import('../../features/reminders/pages/reminders-page.tsx'),
    namespaces: ['reminders'],
    requiresAuth: true,
  },
];
