/**
 * The quick CI bench fails only below these ratios to the bare Fastify of the same run: a fraction of what
 * the scenarios reach on the 2-core machine (docs/performance/server.md), so noise never fails it and a large
 * regression (a whole-history read, a whole-clinic computation per list page, an unbounded queue) does.
 */
export const QUICK_FLOORS: Record<string, number> = {
  distinct: 0.001,
  mix: 0.001,
  // PGlite sorts the clinic's 2,000 files for every page: 66 req/s beside a bare Fastify of 59,000 in CI (0.0011x),
  // so the floor sits well below it; a whole-clinic computation per page would fall tenfold.
  doctor: 0.0004,
  // The same pages with a save in ten requests between them: each page may wait for a refresh of the summaries the
  // saves left stale (modules/doctor/summaries.ts); a page that computed the whole clinic would fall far below.
  'doctor:withSaves': 0.0004,
  // With no read cache and no fast lane, a repeated read takes the same path as a distinct one (0.005x in CI beside the unit suites).
  hot: 0.001,
};
