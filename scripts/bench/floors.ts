/**
 * The quick CI bench fails only below these ratios to the bare Fastify of the same run: a fraction of what
 * the scenarios reach on the 2-core machine (docs/performance/server.md), so noise never fails it and a large
 * regression (a whole-history read, a whole-clinic computation per list page, an unbounded queue) does.
 */
export const QUICK_FLOORS: Record<string, number> = {
  distinct: 0.001,
  mix: 0.001,
  doctor: 0.001,
  // With no read cache and no fast lane, a repeated read takes the same path as a distinct one (0.005x in CI beside the unit suites).
  hot: 0.001,
};
