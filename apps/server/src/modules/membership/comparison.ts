import type { Comparison, Plan } from '@sprout/contracts';

/**
 * The /serviceComparison table, pure: one column per plan (in the order given), one row per benefit any
 * plan offers, rows in the order they first appear, a benefit's label from the first plan that has it.
 */
export function comparisonOf(plans: readonly Plan[]): Comparison {
  const benefits: Comparison['benefits'] = [];
  const seen = new Set<string>();
  for (const plan of plans) {
    for (const b of plan.benefits) {
      if (seen.has(b.code)) continue;
      seen.add(b.code);
      benefits.push({ code: b.code, label: b.label });
    }
  }
  return {
    benefits,
    plans: plans.map((plan) => ({
      planId: plan.planId,
      kind: plan.kind,
      name: plan.name,
      priceFen: plan.priceFen,
      cells: Object.fromEntries(
        benefits.map(({ code }) => {
          const own = plan.benefits.find((b) => b.code === code);
          return [code, { included: Boolean(own), detail: own?.detail ?? null }];
        }),
      ),
    })),
  };
}
