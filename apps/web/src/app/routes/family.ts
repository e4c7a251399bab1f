import type { RouteEntry } from './types.ts';

/** Ours: adding and changing a family member (the API is /app-web2/family_members). */
export const familyRoutes: RouteEntry[] = [
  {
    path: '/family/member',
    titleKey: 'familyMember',
    load: () => import('../../features/family/pages/member-form-page.tsx'),
    namespaces: ['family'],
    requiresAuth: true,
  },
  {
    // Who else follows the child: guardians and caregivers, invitations (issue 34).
    path: '/family/people',
    titleKey: 'familyPeople',
    load: () => import('../../features/family/pages/people-page.tsx'),
    namespaces: ['family'],
    requiresAuth: true,
    memberScoped: true,
  },
];
