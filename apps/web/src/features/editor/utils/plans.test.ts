import { describe, expect, it } from 'vitest';
import type { PlanVersion } from '@sprout/contracts';
import { blankPlan, bodyOfPlan, matchesPlan, planInLanguage, valuesOfPlan } from './plans.ts';

const L = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });
const plan: PlanVersion['plan'] = {
  kind: 'capsule',
  name: L('胶囊服务包', 'Capsule pack'),
  description: L('四次咨询', 'Four consultations'),
  priceFen: 19_900,
  originalPriceFen: 29_900,
  durationDays: null,
  capsuleCount: 4,
  autoRenewAvailable: false,
  benefits: [{ code: 'consult', label: L('咨询', 'Consultation'), detail: L('4 次', '4 times') }],
  agreements: ['caps'],
  shopUrl: 'https://shop.example.com/caps',
  sortOrder: 3,
  active: true,
};
const version: PlanVersion = {
  planId: 'p',
  code: 'caps-4',
  versionId: 'v',
  version: 2,
  plan,
  createdAt: '2026-11-24T00:00:00Z',
  createdBy: null,
  createdByName: null,
  publishedVersion: 2,
};

describe('the plan form', () => {
  it('leaves a null duration out of the form and sends it back as null', () => {
    const values = valuesOfPlan(plan);
    expect('durationDays' in values).toBe(false);
    expect(values.capsuleCount).toBe(4);
    expect(bodyOfPlan(values)).toMatchObject({ durationDays: null, capsuleCount: 4 });
    expect(bodyOfPlan(blankPlan())).toMatchObject({ durationDays: 30, capsuleCount: null, active: false });
  });

  it('previews the plan in each language as the membership page receives it', () => {
    const en = planInLanguage(valuesOfPlan(plan), 'caps-4', 'en-US');
    expect(en).toMatchObject({
      code: 'caps-4',
      name: 'Capsule pack',
      priceFen: 19_900,
      durationDays: null,
      capsuleCount: 4,
      agreements: ['caps'],
    });
    expect(en.benefits).toEqual([{ code: 'consult', label: 'Consultation', detail: '4 times' }]);
    expect(planInLanguage(valuesOfPlan(plan), '', 'zh-CN').benefits[0]!.detail).toBe('4 次');
  });

  it('finds a plan by code or name in either language', () => {
    expect(matchesPlan(version, 'CAPS')).toBe(true);
    expect(matchesPlan(version, '胶囊')).toBe(true);
    expect(matchesPlan(version, 'annual')).toBe(false);
    expect(matchesPlan(version, ' ')).toBe(true);
  });
});
