import { describe, expect, test } from 'vitest';
import titles from '../../locales/zh-CN/titles.json';
import { createRouteTree } from '../router.tsx';
import { notFoundEntry, routeEntries } from './index.ts';
import { loadNotBuiltPage, notBuilt } from './types.ts';

/** Spec §2, written as the spec writes it. */
const SPEC_ROUTES = [
  // Home and landing
  '/',
  '/landing',
  // Static and legal
  '/about',
  '/agreement',
  '/autoRenewAgreement',
  '/capsAgreement',
  '/consultationInstructions',
  '/help',
  '/memberDiscountExplanation',
  '/privatePolicy',
  '/serviceComparison',
  '/vipAgreement',
  // Parameterised
  '/article/{id}',
  '/articleReplace/{id}',
  '/clinics/{clinicId}',
  '/diseaseSurvey/{diseaseCode}',
  '/drugs/{productCode}',
  // Other
  '/package',
  '/youzanOrder',
  '/customInfo/customInfo',
  '/healthAdvices/patient/healthAdvices',
  '/faq',
  '/faq/list',
  '/faq/detail',
  '/questionnaires/result',
  '/questionnaires/reward',
  '/familyHealthyRecord/detail',
  // Eye axis
  '/eyeAxis/common/ophthalmologyFullScreen',
  '/eyeAxis/doctor/eyeAxisDetail',
  '/eyeAxis/doctor/record',
  '/eyeAxis/patient/eyeAxisDetail',
  '/eyeAxis/patient/record',
  // Growth
  '/growth/common/growthChartFullScreen',
  '/growth/doctor/growthDetail',
  '/growth/doctor/recordHistory/RecordHistory',
  '/growth/patient/addGrowthRecord/addGrowthRecord',
  '/growth/patient/growthDetail',
  '/growth/patient/recordHistory/RecordHistory',
  // Activity pages under /activityHtmls
  '/activityHtmls',
  '/activityHtmls/GlobalWidgetContainer',
  '/activityHtmls/TabWidgetContainer',
  '/activityHtmls/WidgetContainer',
  '/activityHtmls/baseWidget/HotSpot',
  '/activityHtmls/baseWidget/QrCode',
  '/activityHtmls/baseWidget/SlidingComponent',
  '/activityHtmls/baseWidget/Tab',
  '/activityHtmls/bottomDrawer',
  '/activityHtmls/bottomDrawer/popup',
  '/activityHtmls/doctorList/DoctorItem',
  '/activityHtmls/doctorList/ShowMoreTags',
  '/activityHtmls/globalWidget/BackToTop',
  '/activityHtmls/globalWidget/FixedButton',
  '/activityHtmls/globalWidget/SuspensionButton',
  '/activityHtmls/moduleWidget/DoctorListModule',
  '/activityHtmls/moduleWidget/ImageModule',
  '/activityHtmls/qrCodeModal',
  '/activityHtmls/shareMask',
];

/** Routes of our own, beside the spec's. */
/** The editors' workspace (issue 16), all under /admin. */
const WORKSPACE_ROUTES = [
  '/admin',
  '/admin/clinics',
  '/admin/clinics/edit',
  '/admin/doctors',
  '/admin/doctors/edit',
  '/admin/staff',
  '/admin/leads',
  '/admin/media',
  '/admin/audit',
  '/admin/content/:kind',
  '/admin/content/:kind/edit',
  '/admin/forms/:kind',
  '/admin/forms/:kind/edit',
  '/admin/advice',
  '/admin/plans',
  '/admin/plans/edit',
  '/admin/activities',
  '/admin/activities/edit',
];

const OWN_ROUTES = [
  '/login',
  '/exception',
  '/articles',
  '/clinics',
  '/questionnaires/take',
  '/monitoring',
  // Adding and changing a family member (issue 19).
  '/family/member',
  // Who else follows a child: guardians and caregivers (issue 34).
  '/family/people',
  // The guardian's consent and leaving the product (issue 18).
  '/family/consent',
  '/account/leave',
  '/account/profile',
  // The family's reminders (issue 34 part 3).
  '/account/reminders',
  // A parent's points (issue 19).
  '/points',
  // Spec §1's related sites, served here where the mobile host is this server (issue 19).
  '/appointment',
  '/health',
  // Demo mode's stand-in for the customer-service chat widget (issue 19).
  '/customerService/demoChat',
  // The doctor workspace (issue 15).
  '/doctor',
  '/doctor/patient',
  '/doctor/patient/visit',
  '/doctor/patient/testReport',
  '/doctor/patient/checkup',
  '/doctor/patient/advice',
  // A clinic registers a patient (issue 30).
  '/doctor/register',
  // The versions of a corrected entry, for the family and its doctors (issue 30).
  '/familyHealthyRecord/history',
  // Family trust (issue 18): who viewed the record, share links and the public page a link opens.
  '/trust/accessLog',
  '/trust/shares',
  '/shared',
  '/shared/:token',
  // One child view, growth and eyes on one age axis (issue 17, part 6).
  '/child/view',
  '/child/report',
  '/child/doctor/view',
  // A child's vaccinations and milestones (issue 34).
  '/vaccinations',
  '/milestones',
  ...WORKSPACE_ROUTES,
];

const toPattern = (specPath: string) => specPath.replace(/\{(\w+)\}/g, ':$1');
const paths = routeEntries.map((entry) => entry.path);

describe('route table', () => {
  test('lists the 57 routes of spec §2', () => {
    expect(SPEC_ROUTES).toHaveLength(57);
  });

  test.each(SPEC_ROUTES)('registers %s exactly once', (specPath) => {
    expect(paths.filter((path) => path === toPattern(specPath))).toHaveLength(1);
  });

  test('has nothing else but our own routes', () => {
    const known = new Set([...SPEC_ROUTES.map(toPattern), ...OWN_ROUTES]);
    expect(paths.filter((path) => !known.has(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('every route names a page title that exists', () => {
    for (const entry of [...routeEntries, notFoundEntry]) {
      expect(Object.keys(titles), entry.path).toContain(entry.titleKey);
    }
  });

  test('all routes are exact-match children of one root layout, with the catch-all last', () => {
    const tree = createRouteTree();
    expect(tree).toHaveLength(1);
    const children = tree[0]!.children ?? [];
    expect(children.map((route) => route.path)).toEqual([...paths, '*']);
    for (const route of children.slice(0, -1)) {
      expect(route.path, 'no wildcard inside a route').not.toContain('*');
      expect(route.lazy, `${route.path} is a lazy chunk`).toBeTypeOf('function');
    }
  });

  test('every workspace page is for signed-in users', () => {
    for (const path of WORKSPACE_ROUTES) expect(routeEntries.find((entry) => entry.path === path)?.requiresAuth, path).toBe(true);
  });

  test('home is for signed-in users; the login page is not', () => {
    expect(routeEntries.find((entry) => entry.path === '/')?.requiresAuth).toBe(true);
    expect(routeEntries.find((entry) => entry.path === '/login')?.requiresAuth).toBeFalsy();
  });

  test('a route without its feature yet shows the shared "not built yet" page', () => {
    expect(notBuilt('/someday', 'default').load).toBe(loadNotBuiltPage);
    expect(routeEntries.find((entry) => entry.path === '/')?.load).not.toBe(loadNotBuiltPage);
  });
});
