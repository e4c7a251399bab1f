import type { LocalizedInput } from '@sprout/contracts';

/** Fixed ids of the engagement demo (surveys, questionnaires, plans), for links and end-to-end tests. */
export const ENGAGEMENT_IDS = {
  surveys: {
    myopia: '60000000-0000-4000-8000-000000000001',
    growth: '60000000-0000-4000-8000-000000000002',
  },
  questionnaires: {
    myopiaRisk: '61000000-0000-4000-8000-000000000001',
    sleepHabits: '61000000-0000-4000-8000-000000000002',
  },
  plans: {
    vipMonthly: '62000000-0000-4000-8000-000000000001',
    vipQuarterly: '62000000-0000-4000-8000-000000000002',
    vipAnnual: '62000000-0000-4000-8000-000000000003',
    capsulePack: '62000000-0000-4000-8000-000000000004',
  },
} as const;

/** A placeholder shop of the clinic group (the reserved .example domain): editors replace it per plan. */
export const DEMO_SHOP_ORIGIN = 'https://shop.sprout-growth.example';

/** Text in both languages, zh-CN first. */
export const lt = (zh: string, en: string): LocalizedInput => ({ 'zh-CN': zh, 'en-US': en });
