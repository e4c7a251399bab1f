import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_ROUTES, IDS, type Persona } from './bench-routes.ts';

/** One address of the layout check: the route table's pattern, the address opened, what marks it loaded, and who opens it. */
export interface LayoutRoute {
  route: string;
  path: string;
  content: string;
  as: Persona;
}

/** Fixed demo ids beyond the bench's (apps/server/src/db/seed/demo-people.ts). */
const BOY_PATIENT = '50000000-0000-4000-8000-000000000002';
const XUHUI = IDS.xuhui;

/** Routes the performance bench does not load (the workspaces, our own pages), and member pages opened without their id. */
const MORE_ROUTES: LayoutRoute[] = [
  { route: '/family/member', path: '/family/member', content: '[data-testid="member-form"]', as: 'parent' },
  // The versions of a corrected entry (issue 30): the demo holds none, so its "no history" state is what is laid out.
  {
    route: '/familyHealthyRecord/history',
    path: `/familyHealthyRecord/history?familyMemberId=${IDS.boy}&kind=visit&entryId=00000000-0000-4000-8000-0000000000aa`,
    content: '[data-testid="history-not-found"], [data-testid="entry-history"]',
    as: 'parent',
  },
  { route: '/family/member', path: `/family/member?familyMemberId=${IDS.boy}`, content: '[data-testid="member-form"]', as: 'parent' },
  {
    route: '/growth/patient/growthDetail',
    path: '/growth/patient/growthDetail',
    content: '[data-testid="latest-value"], [data-testid="growth-detail"]',
    as: 'parent',
  },
  {
    route: '/growth/patient/addGrowthRecord/addGrowthRecord',
    path: '/growth/patient/addGrowthRecord/addGrowthRecord',
    content: '[data-testid="record-form"]',
    as: 'parent',
  },
  {
    route: '/eyeAxis/patient/eyeAxisDetail',
    path: '/eyeAxis/patient/eyeAxisDetail',
    content: '[data-testid="eye-patient-detail"]',
    as: 'parent',
  },
  {
    route: '/healthAdvices/patient/healthAdvices',
    path: '/healthAdvices/patient/healthAdvices',
    content: '[data-testid="health-advices-page"] h1',
    as: 'parent',
  },
  { route: '/points', path: '/points', content: '[data-testid="points-empty"], [data-testid="points-entries"]', as: 'parent' },
  { route: '/appointment', path: '/appointment', content: '[data-testid="appointment-clinic"]', as: 'visitor' },
  { route: '/health', path: '/health', content: '[data-testid="health-advices-page"] h1', as: 'parent' },
  { route: '/customerService/demoChat', path: '/customerService/demoChat', content: '[data-testid="demo-chat-send"]', as: 'visitor' },
  { route: '/activityHtmls', path: '/activityHtmls', content: '[data-testid="campaign-list"]', as: 'visitor' },
  { route: '/doctor', path: '/doctor', content: '[data-testid="patient-list"]', as: 'doctor' },
  { route: '/doctor/patient', path: `/doctor/patient?patientId=${BOY_PATIENT}`, content: '[data-testid="patient-overview"]', as: 'doctor' },
  { route: '/doctor/register', path: '/doctor/register', content: '[data-testid="family-search"]', as: 'doctor' },
  ...['visit', 'testReport', 'checkup', 'advice'].map((kind) => ({
    route: `/doctor/patient/${kind}`,
    path: `/doctor/patient/${kind}?patientId=${BOY_PATIENT}`,
    content: '[data-testid="doctor-entry"] form, [data-testid="doctor-entry"] .status-screen',
    as: 'doctor' as const,
  })),
  {
    route: '/trust/accessLog',
    path: `/trust/accessLog?familyMemberId=${IDS.boy}`,
    content: '[data-testid="access-log-page"] [data-testid="export-card"]',
    as: 'parent',
  },
  { route: '/trust/shares', path: `/trust/shares?familyMemberId=${IDS.boy}`, content: '[data-testid="share-form"]', as: 'parent' },
  { route: '/family/consent', path: `/family/consent?familyMemberId=${IDS.boy}`, content: '[data-testid="consent-clinic"]', as: 'parent' },
  // Who else follows the child (issue 34): the guardian's people screen.
  {
    route: '/family/people',
    path: `/family/people?familyMemberId=${IDS.boy}`,
    content: '[data-testid="people-invite-form"]',
    as: 'parent',
  },
  { route: '/child/view', path: `/child/view?familyMemberId=${IDS.boy}`, content: '[data-testid="child-view"]', as: 'parent' },
  { route: '/vaccinations', path: `/vaccinations?familyMemberId=${IDS.boy}`, content: '[data-testid="section-overdue"]', as: 'parent' },
  { route: '/milestones', path: `/milestones?familyMemberId=${IDS.boy}`, content: '[data-testid="motor-list"]', as: 'parent' },
  { route: '/child/report', path: `/child/report?familyMemberId=${IDS.boy}`, content: '[data-testid="report-card"]', as: 'parent' },
  {
    route: '/child/doctor/view',
    path: `/child/doctor/view?growthId=${IDS.boyGrowth}&eyeId=${IDS.boyEye}`,
    content: '[data-testid="child-view"]',
    as: 'doctor',
  },
  { route: '/account/leave', path: '/account/leave', content: '[data-testid="leaving-download"]', as: 'parent' },
  { route: '/shared', path: '/shared', content: '[data-testid="shared-not-found"]', as: 'visitor' },
  // An unknown token: the same page a revoked or expired link gets (a real share is opened by e2e/shared-view.spec.ts).
  { route: '/shared/:token', path: '/shared/unknown-token', content: '[data-testid="shared-not-found"]', as: 'visitor' },
  { route: '/account/profile', path: '/account/profile', content: '[data-testid="profile-name"]', as: 'parent' },
  { route: '/account/reminders', path: '/account/reminders', content: '[data-testid="reminders-upcoming"]', as: 'parent' },
  { route: '/admin', path: '/admin', content: '[data-testid="workspace"] main a[data-testid]', as: 'editor' },
  { route: '/admin/activities', path: '/admin/activities', content: '[data-testid="activities-table"]', as: 'editor' },
  { route: '/admin/activities/edit', path: '/admin/activities/edit', content: '[data-testid="widget-tree"]', as: 'editor' },
  { route: '/admin/forms/:kind', path: '/admin/forms/survey', content: '[data-testid="forms-table"]', as: 'editor' },
  { route: '/admin/forms/:kind/edit', path: '/admin/forms/survey/edit', content: '[data-testid="form-editor"]', as: 'editor' },
  { route: '/admin/clinics', path: '/admin/clinics', content: '[data-testid="clinics-table"]', as: 'editor' },
  { route: '/admin/clinics/edit', path: `/admin/clinics/edit?id=${XUHUI}`, content: '[data-testid="clinic-form"]', as: 'editor' },
  { route: '/admin/doctors', path: '/admin/doctors', content: '[data-testid="doctors-table"]', as: 'editor' },
  { route: '/admin/staff', path: '/admin/staff', content: '[data-testid="staff-table"]', as: 'editor' },
  { route: '/admin/doctors/edit', path: '/admin/doctors/edit', content: '[data-testid="doctor-form"]', as: 'editor' },
  {
    route: '/admin/leads',
    path: '/admin/leads',
    // A phone shows the rows as cards, so an empty table has no height there: its "no leads" line is the content.
    content: '[data-testid="leads-table"], [data-testid="leads-table-empty"], [data-testid="workspace"] .status-screen',
    as: 'editor',
  },
  { route: '/admin/audit', path: '/admin/audit', content: '[data-testid="audit-table"]', as: 'editor' },
  { route: '/admin/media', path: '/admin/media', content: '[data-testid="media-upload"]', as: 'editor' },
  { route: '/admin/advice', path: '/admin/advice', content: '[data-testid="advice-table"]', as: 'editor' },
  { route: '/admin/plans', path: '/admin/plans', content: '[data-testid="plans-table"]', as: 'editor' },
  { route: '/admin/plans/edit', path: '/admin/plans/edit', content: '[data-testid="plan-form"]', as: 'editor' },
  { route: '/admin/content/:kind', path: '/admin/content/article', content: '[data-testid="content-table"]', as: 'editor' },
  { route: '/admin/content/:kind/edit', path: '/admin/content/article/edit', content: '[data-testid="content-form"]', as: 'editor' },
];

/** Every address the check opens: the bench's (one per route, with demo data) and the ones above. */
export const LAYOUT_ROUTES: LayoutRoute[] = [
  ...BENCH_ROUTES.map(({ route, path, content, as }) => ({ route, path, content, as })),
  ...MORE_ROUTES,
];

/**
 * The patterns of apps/web's route table, read from its source (the e2e project does not build the web app's
 * modules): every `path: '…'` and editor `page('…'` of apps/web/src/app/routes.
 */
export function routeTablePatterns(): string[] {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app/routes');
  const patterns = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/(?:path: |page\()'([^']+)'/g)) patterns.add(match[1]!);
  }
  return [...patterns];
}
