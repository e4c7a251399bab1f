import type { PlanInput } from '@sprout/contracts';
import { plans, planVersions } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { DEMO_SHOP_ORIGIN, ENGAGEMENT_IDS, lt } from './engagement-ids.ts';

const benefit = {
  growth: { code: 'growthChart', label: lt('生长曲线与百分位解读', 'Growth chart with percentile readings') },
  eye: { code: 'eyeRecord', label: lt('眼轴档案与进展提醒', 'Axial-length record with progression alerts') },
  consult: { code: 'onlineConsult', label: lt('儿科医生在线咨询', 'Online questions to a paediatrician') },
  reports: { code: 'reportReading', label: lt('检查报告解读', 'Test reports explained') },
  booking: { code: 'priorityBooking', label: lt('门诊优先预约', 'Priority clinic booking') },
  assessment: { code: 'annualAssessment', label: lt('年度生长与眼健康评估', 'Yearly growth and eye-health assessment') },
  axial: { code: 'axialMeasure', label: lt('到店眼轴测量', 'Axial length measured in clinic') },
};

/** Prices in fen: ¥39.00 is 3900. The original price is what the same months cost one by one, or list. */
export const DEMO_PLANS: Array<{ id: string; code: string; plan: PlanInput }> = [
  {
    id: ENGAGEMENT_IDS.plans.vipMonthly,
    code: 'vip-monthly',
    plan: {
      kind: 'monthly',
      name: lt('月度会员', 'Monthly membership'),
      description: lt(
        '先试一个月：生长与眼轴档案全部功能，外加每月 2 次在线咨询。',
        'Try it for a month: the full growth and eye records, plus 2 online questions a month.',
      ),
      priceFen: 3900,
      originalPriceFen: 5900,
      durationDays: 30,
      capsuleCount: null,
      autoRenewAvailable: false,
      benefits: [benefit.growth, benefit.eye, { ...benefit.consult, detail: lt('每月 2 次', '2 a month') }, benefit.reports],
      agreements: ['vip'],
      shopUrl: `${DEMO_SHOP_ORIGIN}/goods/vip-monthly`,
      sortOrder: 10,
      active: true,
    },
  },
  {
    id: ENGAGEMENT_IDS.plans.vipQuarterly,
    code: 'vip-quarterly',
    plan: {
      kind: 'quarterly',
      name: lt('季度会员', 'Quarterly membership'),
      description: lt(
        '覆盖一个学期的随访：在线咨询更多，门诊可优先预约。',
        'Covers a school term of follow-up: more online questions and priority clinic booking.',
      ),
      priceFen: 9900,
      originalPriceFen: 17700,
      durationDays: 90,
      capsuleCount: null,
      autoRenewAvailable: false,
      benefits: [
        benefit.growth,
        benefit.eye,
        { ...benefit.consult, detail: lt('每月 3 次', '3 a month') },
        benefit.reports,
        benefit.booking,
      ],
      agreements: ['vip'],
      shopUrl: `${DEMO_SHOP_ORIGIN}/goods/vip-quarterly`,
      sortOrder: 20,
      active: true,
    },
  },
  {
    id: ENGAGEMENT_IDS.plans.vipAnnual,
    code: 'vip-annual',
    plan: {
      kind: 'annual',
      name: lt('年度会员', 'Annual membership'),
      description: lt(
        '一整年的生长和视力管理，含一次全面评估；可选择到期自动续费，随时可取消。',
        'A full year of growth and eyesight care with one complete assessment. Auto-renew is optional and can be cancelled at any time.',
      ),
      priceFen: 32900,
      originalPriceFen: 70800,
      durationDays: 365,
      capsuleCount: null,
      autoRenewAvailable: true,
      benefits: [
        benefit.growth,
        benefit.eye,
        { ...benefit.consult, detail: lt('不限次', 'Unlimited') },
        benefit.reports,
        benefit.booking,
        { ...benefit.assessment, detail: lt('1 次', 'Once') },
        { ...benefit.axial, detail: lt('2 次', 'Twice') },
      ],
      agreements: ['vip', 'autoRenew'],
      shopUrl: `${DEMO_SHOP_ORIGIN}/goods/vip-annual`,
      sortOrder: 30,
      active: true,
    },
  },
  {
    id: ENGAGEMENT_IDS.plans.capsulePack,
    code: 'capsule-growth-eye',
    plan: {
      kind: 'capsule',
      name: lt('成长评估胶囊包', 'Growth and eye check capsule pack'),
      description: lt(
        '不需要长期会员？6 次服务随用随扣，180 天内有效：在线咨询或到店眼轴测量均可。',
        'No need for a membership? Six services to use as you go within 180 days: online questions or axial length measured in clinic.',
      ),
      priceFen: 19900,
      originalPriceFen: 29900,
      durationDays: 180,
      capsuleCount: 6,
      autoRenewAvailable: false,
      benefits: [
        { ...benefit.consult, detail: lt('计入 6 次', 'From the 6') },
        benefit.reports,
        { ...benefit.axial, detail: lt('计入 6 次', 'From the 6') },
      ],
      agreements: ['caps'],
      shopUrl: `${DEMO_SHOP_ORIGIN}/goods/capsule-growth-eye`,
      sortOrder: 40,
      active: true,
    },
  },
];

export async function seedPlans({ tx }: SeedContext): Promise<void> {
  await tx.insert(plans).values(DEMO_PLANS.map(({ id, code }) => ({ id, code, publishedVersion: 1 })));
  await tx
    .insert(planVersions)
    .values(DEMO_PLANS.map(({ id, plan }) => ({ planId: id, version: 1, content: plan, shopUrl: plan.shopUrl })));
}
