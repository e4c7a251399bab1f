import type { Plan, PlanInput, PlanVersion } from '@sprout/contracts';
import { inLanguage } from './versioned-forms.ts';

type Values = Record<string, unknown>;

/** A new plan's starting values: a monthly plan with one benefit, not on offer until an editor says so. */
export function blankPlan(): Values {
  const pair = { 'zh-CN': '', 'en-US': '' };
  return {
    kind: 'monthly',
    name: { ...pair },
    description: { ...pair },
    priceFen: 0,
    originalPriceFen: 0,
    durationDays: 30,
    autoRenewAvailable: false,
    benefits: [{ code: 'benefit', label: { ...pair } }],
    agreements: ['vip'],
    shopUrl: 'https://',
    sortOrder: 0,
    active: false,
  };
}

/** A stored plan as form values: a null duration or count (and a benefit's missing detail) is an absent field. */
export function valuesOfPlan(plan: PlanInput): Values {
  const values: Values = structuredClone(plan);
  for (const key of ['durationDays', 'capsuleCount'] as const) if (values[key] === null) delete values[key];
  return values;
}

/** The form as the save's body: an absent duration or count is sent as null, as the schema wants. */
export function bodyOfPlan(values: Values): Values {
  return { ...values, durationDays: values.durationDays ?? null, capsuleCount: values.capsuleCount ?? null };
}

/** The plan in one language, as the membership page receives it (the preview draws it with the parents' card). */
export function planInLanguage(values: Values, code: string, lang: 'zh-CN' | 'en-US'): Plan {
  const v = inLanguage(values, lang) as Record<string, unknown>;
  const benefits = Array.isArray(v.benefits) ? (v.benefits as Array<Record<string, unknown>>) : [];
  return {
    planId: '',
    code: code || 'new',
    version: 0,
    kind: (v.kind as Plan['kind']) ?? 'monthly',
    name: String(v.name ?? ''),
    description: String(v.description ?? ''),
    priceFen: Number(v.priceFen) || 0,
    originalPriceFen: Number(v.originalPriceFen) || 0,
    durationDays: typeof v.durationDays === 'number' ? v.durationDays : null,
    capsuleCount: typeof v.capsuleCount === 'number' ? v.capsuleCount : null,
    autoRenewAvailable: v.autoRenewAvailable === true,
    benefits: benefits.map((b, i) => ({
      code: String(b.code || `benefit-${i}`),
      label: String(b.label ?? ''),
      detail: b.detail ? String(b.detail) : null,
    })),
    agreements: (Array.isArray(v.agreements) ? v.agreements : []) as Plan['agreements'],
    shopUrl: String(v.shopUrl ?? ''),
  };
}

/** A plan is on offer to parents (active) or not. */
export const PLAN_STATUSES = ['active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Does a plan match a search: its code or its name in either language, ignoring case? */
export function matchesPlan(version: PlanVersion, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return [version.code, version.plan.name['zh-CN'], version.plan.name['en-US']].some((text) => text.toLowerCase().includes(needle));
}
