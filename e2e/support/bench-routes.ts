/**
 * Every route of the route table (apps/web/src/app/routes) with the demo data that fills it and what marks its
 * real content (never the branded bar of index.html): the performance spec loads each one on the phone profile.
 * Routes that share one page chunk and one kind of content (the legal texts, the activity widget previews) are
 * all listed: each is its own entry point for a visitor.
 */

/** Fixed demo ids (apps/server/src/db/seed). */
export const IDS = {
  boy: '40000000-0000-4000-8000-000000000002',
  siyu: '40000000-0000-4000-8000-000000000011',
  boyGrowth: '60000000-0000-4000-8000-000000000002',
  boyEye: 'e2000000-0000-4000-8000-000000000002',
  xuhui: '20000000-0000-4000-8000-000000000001',
  article: '60000000-0000-4000-8000-000000000001',
} as const;

export type Persona = 'visitor' | 'parent' | 'doctor' | 'editor';

export interface BenchRoute {
  /** The route table's pattern. */
  route: string;
  /** The address loaded (a doctor's chart routes come through the embedded entry: token in the query). */
  path: string;
  /** The route's real content. */
  content: string;
  /** Chart routes: the chart drawn with the child's points. */
  chart?: string;
  as: Persona;
}

/**
 * The drawn chart with at least one of the child's points. `canvas` matches the ECharts charts of builds before
 * docs/decisions/0004-first-screen.md, so that one bench measures both sides of a before/after comparison.
 */
export const GROWTH_CHART_DRAWN = '[data-testid="growth-chart"] [data-point], [data-testid="growth-chart"] canvas';
export const EYE_CHART_DRAWN = '[data-testid="eye-chart-frame"] [data-point], [data-testid="eye-chart-frame"] canvas';

const legal = [
  '/about',
  '/agreement',
  '/autoRenewAgreement',
  '/capsAgreement',
  '/consultationInstructions',
  '/help',
  '/memberDiscountExplanation',
  '/privatePolicy',
  '/vipAgreement',
];
const widgets = [
  'GlobalWidgetContainer',
  'TabWidgetContainer',
  'WidgetContainer',
  'baseWidget/HotSpot',
  'baseWidget/QrCode',
  'baseWidget/SlidingComponent',
  'baseWidget/Tab',
  'bottomDrawer',
  'bottomDrawer/popup',
  'doctorList/DoctorItem',
  'doctorList/ShowMoreTags',
  'globalWidget/BackToTop',
  'globalWidget/FixedButton',
  'globalWidget/SuspensionButton',
  'moduleWidget/DoctorListModule',
  'moduleWidget/ImageModule',
  'qrCodeModal',
  'shareMask',
];

/** `{token}` in a path is replaced by the persona's token (the embedded entry of the doctor's app). */
export const BENCH_ROUTES: BenchRoute[] = [
  { route: '/', path: '/', content: '[data-testid="member-summary"]', as: 'parent' },
  { route: '/login', path: '/login', content: '[data-testid="login-form"]', as: 'visitor' },
  { route: '/landing', path: '/landing', content: '[data-testid="landing-offer"]', as: 'visitor' },
  { route: '/articles', path: '/articles', content: '[data-testid="articles-page"] a[href^="/article/"]', as: 'visitor' },
  { route: '/article/:id', path: `/article/${IDS.article}`, content: '[data-testid="article"] h1', as: 'visitor' },
  { route: '/articleReplace/:id', path: `/articleReplace/${IDS.article}`, content: '[data-testid="article-replace"] h1', as: 'visitor' },
  { route: '/drugs/:productCode', path: '/drugs/IBU-100', content: '[data-testid="drug"]', as: 'visitor' },
  { route: '/faq', path: '/faq', content: '[data-testid="faq-category"]', as: 'visitor' },
  { route: '/faq/list', path: '/faq/list', content: '[data-testid="faq-results"] li, [data-testid="faq-no-results"]', as: 'visitor' },
  { route: '/faq/detail', path: '/faq/detail', content: '[data-testid="faq-detail-page"]', as: 'visitor' },
  ...legal.map((route) => ({ route, path: route, content: '[data-testid^="legal-"] h1', as: 'visitor' as const })),
  { route: '/clinics', path: '/clinics', content: '[data-testid="clinic-card"]', as: 'visitor' },
  { route: '/clinics/:clinicId', path: `/clinics/${IDS.xuhui}`, content: '[data-testid="clinic-page"] h1', as: 'visitor' },
  {
    route: '/healthAdvices/patient/healthAdvices',
    path: `/healthAdvices/patient/healthAdvices?familyMemberId=${IDS.boy}`,
    content: '[data-testid="health-advices-page"] li',
    as: 'parent',
  },
  {
    route: '/familyHealthyRecord/detail',
    path: `/familyHealthyRecord/detail?familyMemberId=${IDS.boy}`,
    content: '[data-testid="health-record-page"] li',
    as: 'parent',
  },
  {
    route: '/diseaseSurvey/:diseaseCode',
    path: `/diseaseSurvey/myopia?familyMemberId=${IDS.boy}`,
    content: '[data-testid="survey-form"]',
    as: 'parent',
  },
  { route: '/customInfo/customInfo', path: '/customInfo/customInfo', content: '[data-testid="contact-form"]', as: 'visitor' },
  {
    route: '/questionnaires/take',
    path: '/questionnaires/take?code=myopia-risk',
    content: '[data-testid="questionnaire-form"]',
    as: 'parent',
  },
  {
    route: '/questionnaires/result',
    path: '/questionnaires/result?submissionId=99999999-0000-4000-8000-000000000000',
    content: '[data-testid="questionnaire-result"], .status-screen',
    as: 'parent',
  },
  {
    route: '/questionnaires/reward',
    path: '/questionnaires/reward?code=myopia-risk',
    content: '[data-testid="reward-offer"], [data-testid^="reward-"], .status-screen',
    as: 'parent',
  },
  { route: '/package', path: '/package', content: '[data-testid="package-page"] h2, [data-testid="package-page"] h3', as: 'parent' },
  { route: '/serviceComparison', path: '/serviceComparison', content: '[data-testid="comparison-table"]', as: 'visitor' },
  {
    route: '/youzanOrder',
    path: '/youzanOrder?orderId=99999999-0000-4000-8000-000000000000',
    content: '[data-testid="order-page"], .status-screen',
    as: 'parent',
  },
  {
    route: '/growth/patient/growthDetail',
    path: `/growth/patient/growthDetail?familyMemberId=${IDS.boy}`,
    content: '[data-testid="latest-value"]',
    chart: GROWTH_CHART_DRAWN,
    as: 'parent',
  },
  {
    route: '/growth/common/growthChartFullScreen',
    path: `/growth/common/growthChartFullScreen?scope=patient&growthId=${IDS.boyGrowth}&indicator=height&mode=who`,
    content: GROWTH_CHART_DRAWN,
    chart: GROWTH_CHART_DRAWN,
    as: 'parent',
  },
  {
    route: '/growth/patient/recordHistory/RecordHistory',
    path: `/growth/patient/recordHistory/RecordHistory?growthId=${IDS.boyGrowth}&familyMemberId=${IDS.boy}`,
    content: '[data-testid="record-history"] li',
    as: 'parent',
  },
  {
    route: '/growth/patient/addGrowthRecord/addGrowthRecord',
    path: `/growth/patient/addGrowthRecord/addGrowthRecord?growthId=${IDS.boyGrowth}&familyMemberId=${IDS.boy}`,
    content: '[data-testid="record-form"]',
    as: 'parent',
  },
  {
    route: '/growth/doctor/growthDetail',
    path: `/growth/doctor/growthDetail?token={token}&authToken=bench&growthId=${IDS.boyGrowth}`,
    content: '[data-testid="latest-value"]',
    chart: GROWTH_CHART_DRAWN,
    as: 'doctor',
  },
  {
    route: '/growth/doctor/recordHistory/RecordHistory',
    path: `/growth/doctor/recordHistory/RecordHistory?token={token}&authToken=bench&growthId=${IDS.boyGrowth}`,
    content: '[data-testid="record-history"] li',
    as: 'doctor',
  },
  {
    route: '/eyeAxis/patient/eyeAxisDetail',
    path: `/eyeAxis/patient/eyeAxisDetail?familyMemberId=${IDS.boy}`,
    content: '[data-testid="summary-right"]',
    chart: EYE_CHART_DRAWN,
    as: 'parent',
  },
  {
    route: '/eyeAxis/common/ophthalmologyFullScreen',
    path: `/eyeAxis/common/ophthalmologyFullScreen?role=patient&familyMemberId=${IDS.boy}`,
    content: EYE_CHART_DRAWN,
    chart: EYE_CHART_DRAWN,
    as: 'parent',
  },
  {
    route: '/eyeAxis/patient/record',
    path: `/eyeAxis/patient/record?familyMemberId=${IDS.boy}`,
    content: '[data-testid="eye-patient-records"] li, [data-testid="eye-patient-records"] article',
    as: 'parent',
  },
  {
    route: '/eyeAxis/doctor/eyeAxisDetail',
    path: `/eyeAxis/doctor/eyeAxisDetail?token={token}&authToken=bench&eyeId=${IDS.boyEye}`,
    content: '[data-testid="summary-right"]',
    chart: EYE_CHART_DRAWN,
    as: 'doctor',
  },
  {
    route: '/eyeAxis/doctor/record',
    path: `/eyeAxis/doctor/record?token={token}&authToken=bench&eyeId=${IDS.boyEye}`,
    content: '[data-testid="exam-add"]',
    as: 'doctor',
  },
  { route: '/activityHtmls', path: '/activityHtmls?id=growth-check-zh', content: '[data-testid="widget-container"]', as: 'visitor' },
  ...widgets.map((w) => ({
    route: `/activityHtmls/${w}`,
    path: `/activityHtmls/${w}`,
    content: '[data-testid="widget-preview"] > *',
    as: 'visitor' as const,
  })),
  { route: '/monitoring', path: '/monitoring', content: '[data-testid="monitoring-route"]', as: 'editor' },
  { route: '/exception', path: '/exception', content: '.status-screen', as: 'visitor' },
  { route: '*', path: '/no/such/page', content: '[data-testid="not-found"]', as: 'visitor' },
];
