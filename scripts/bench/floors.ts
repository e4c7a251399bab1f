/**
 * The quick CI bench fails only below these ratios to the bare Fastify of the same run: a fraction of what
 * the calls reach on the 2-core machine (see the README's performance section), so noise never fails it and
 * a large regression (a whole-history read, the centile lines back in the reply, an unbounded queue) does.
 */
export const QUICK_FLOORS: Record<string, number> = {
  growthCurve: 0.01,
  growthRecords: 0.01,
  eyeGet: 0.01,
  eyeCurve: 0.01,
  eyeRecords: 0.01,
};
