import type { RouteEntry } from './types.ts';

/**
 * The editors' workspace (role admin; BRIEF "Editor"). Every page is its own chunk under /admin, so nothing of
 * it reaches a parent's first screen. The API refuses anyone but an editor; the pages then say so.
 */
const page = (
  path: string,
  titleKey: RouteEntry['titleKey'],
  load: RouteEntry['load'],
  namespaces: RouteEntry['namespaces'] = ['editor'],
): RouteEntry => ({
  path,
  titleKey,
  load,
  namespaces,
  requiresAuth: true,
});

export const editorRoutes: RouteEntry[] = [
  page('/admin', 'workspace', () => import('../../features/editor/pages/workspace-home-page.tsx')),
  page('/admin/clinics', 'workspaceClinics', () => import('../../features/editor/pages/clinics-page.tsx')),
  page('/admin/clinics/edit', 'workspaceClinicEdit', () => import('../../features/editor/pages/clinic-edit-page.tsx')),
  page('/admin/doctors', 'workspaceDoctors', () => import('../../features/editor/pages/doctors-page.tsx')),
  page('/admin/doctors/edit', 'workspaceDoctorEdit', () => import('../../features/editor/pages/doctor-edit-page.tsx')),
  page('/admin/staff', 'workspaceStaff', () => import('../../features/editor/pages/staff-page.tsx')),
  page('/admin/media', 'workspaceMedia', () => import('../../features/editor/pages/media-page.tsx')),
  page('/admin/leads', 'workspaceLeads', () => import('../../features/editor/pages/leads-page.tsx')),
  page('/admin/audit', 'workspaceAudit', () => import('../../features/editor/pages/audit-page.tsx')),
  page('/admin/content/:kind', 'workspaceContent', () => import('../../features/editor/pages/content-list-page.tsx'), [
    'editor',
    'editorForms',
  ]),
  page('/admin/activities', 'workspaceActivities', () => import('../../features/editor/pages/activities-page.tsx'), [
    'editor',
    'activityEditor',
  ]),
  // The editor draws its preview with the public page's renderer, which reads the activity namespaces.
  page('/admin/activities/edit', 'workspaceActivityEdit', () => import('../pages/activity-editor-page.tsx'), [
    'editor',
    'activityEditor',
    'activity',
    'doctorList',
  ]),
  // Drugs' dosage lines are drawn like the activity editor's panel (its add and remove labels).
  page('/admin/content/:kind/edit', 'workspaceContentEdit', () => import('../../features/editor/pages/content-edit-page.tsx'), [
    'editor',
    'editorForms',
    'activityEditor',
  ]),
  // Advice wordings are edited in the content editor (kind advice); their list shows every key with its default.
  page('/admin/advice', 'workspaceAdvice', () => import('../../features/editor/pages/advice-texts-page.tsx'), ['editor', 'editorForms']),
  page('/admin/plans', 'workspacePlans', () => import('../../features/editor/pages/plans-page.tsx'), ['editor', 'editorForms']),
  // A plan's form is drawn like the activity editor's panel; its preview is the parents' plan card (membership).
  page('/admin/plans/edit', 'workspacePlanEdit', () => import('../pages/plan-editor-page.tsx'), [
    'editor',
    'editorForms',
    'activityEditor',
    'membership',
  ]),
  page('/admin/forms/:kind', 'workspaceContent', () => import('../../features/editor/pages/forms-list-page.tsx'), [
    'editor',
    'editorForms',
  ]),
  // The form is drawn like the activity editor's property panel; the preview uses the parents' question fields.
  page('/admin/forms/:kind/edit', 'workspaceContentEdit', () => import('../../features/editor/pages/form-edit-page.tsx'), [
    'editor',
    'editorForms',
    'activityEditor',
    'questions',
  ]),
];
