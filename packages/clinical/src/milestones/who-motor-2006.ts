/**
 * WHO's six gross motor milestones and their windows of achievement: the ages (in months) by which 1 % and 99 % of
 * healthy children achieved each one in the WHO Multicentre Growth Reference Study (Ghana, India, Norway, Oman, USA).
 *
 *   WHO Multicentre Growth Reference Study Group. WHO Motor Development Study: Windows of achievement for six gross
 *   motor development milestones. Acta Paediatrica 2006; Suppl 450: 86–95. doi:10.1111/j.1651-2227.2006.tb02379.x
 *   https://pubmed.ncbi.nlm.nih.gov/16817682/
 *
 * Checked on 2026-11-28 (issue 34) against the paper's abstract as PubMed gives it, whose Results state the twelve
 * numbers below ("The estimated 1st and 99th percentiles in months are: 3.8, 9.2 (sitting without support), 4.8, 11.4
 * (standing with assistance), 5.2, 13.5 (hands-and-knees crawling), 5.9, 13.7 (walking with assistance), 6.9, 16.9
 * (standing alone) and 8.2, 17.6 (walking alone)") and the 4.3 % who never crawled: all equal. The table of the full
 * text that holds them was not read, so no table number is cited.
 *
 * The windows overlap and their order varies between children: they describe healthy variation, not a sequence or a
 * test. 4.3 % of the study's children never crawled on hands and knees (§ Results), so a child who does not crawl is
 * not late.
 */
export const WHO_MOTOR_MILESTONES = [
  { id: 'sitting', fromMonths: 3.8, toMonths: 9.2 },
  { id: 'standingAssisted', fromMonths: 4.8, toMonths: 11.4 },
  { id: 'crawling', fromMonths: 5.2, toMonths: 13.5 },
  { id: 'walkingAssisted', fromMonths: 5.9, toMonths: 13.7 },
  { id: 'standingAlone', fromMonths: 6.9, toMonths: 16.9 },
  { id: 'walkingAlone', fromMonths: 8.2, toMonths: 17.6 },
] as const;
export type WhoMotorMilestone = (typeof WHO_MOTOR_MILESTONES)[number]['id'];
export const WHO_MOTOR_IDS = WHO_MOTOR_MILESTONES.map((m) => m.id) as unknown as readonly [WhoMotorMilestone, ...WhoMotorMilestone[]];

/** The one milestone some healthy children skip (WHO 2006: 4.3 % never crawled): never called late. */
export const MAY_BE_SKIPPED: readonly WhoMotorMilestone[] = ['crawling'];

export const WHO_MOTOR_SOURCE =
  'WHO Multicentre Growth Reference Study Group. WHO Motor Development Study: Windows of achievement for six gross motor development milestones. Acta Paediatr Suppl 2006;450:86-95';
