/**
 * The national warning signs of problems in children's mental and behavioural development, by age:
 *
 *   儿童心理行为发育问题预警征象筛查表, in 《儿童心理保健技术规范》 (原卫生部 / 国家卫生健康委, 2013), used at the
 *   routine child-health checks from 3 months to 6 years.
 *
 * At each check age the table lists four signs; any one present is a reason to refer the child for assessment. Here
 * each sign is kept as the skill whose absence it is ("does not sit alone" → `sitsAlone`), so that a parent ticks
 * what the child does. The wording lives in the web app's locales (both languages); the keys and ages are here.
 */
export const WARNING_SIGN_CHECKS = [
  { months: 3, skills: ['reactsToLoudSound', 'smilesOrCoos', 'followsFaces', 'liftsHeadProne'] },
  { months: 6, skills: ['laughsAloud', 'reachesAndGrasps', 'opensFists', 'sitsWithSupport'] },
  { months: 8, skills: ['turnsToSound', 'knowsStrangers', 'passesToyHandToHand', 'sitsAlone'] },
  { months: 12, skills: ['answersToName', 'imitatesWaveOrClap', 'pincerGrasp', 'pullsToStand'] },
  { months: 18, skills: ['saysMamaDada', 'pointsWhenAsked', 'makesEyeContact', 'walksAlone'] },
  { months: 24, skills: ['namesThreeThings', 'followsSimpleRequests', 'eatsWithSpoon', 'climbsStairsHolding'] },
  { months: 30, skills: ['twoOrThreeWordPhrases', 'variedPlay', 'asksForToilet', 'runs'] },
  { months: 36, skills: ['saysOwnName', 'pretendPlay', 'copiesCircle', 'jumpsWithBothFeet'] },
  { months: 48, skills: ['sentencesWithAdjectives', 'waitsOrTakesTurns', 'dressesSelf', 'standsOnOneFoot'] },
  { months: 60, skills: ['tellsWhatHappened', 'knowsOwnSex', 'eatsWithChopsticks', 'hopsOnOneFoot'] },
  { months: 72, skills: ['expressesFeelings', 'rolePlayWithOthers', 'drawsSquare', 'runsFreely'] },
] as const;
export type WarningSignSkill = (typeof WARNING_SIGN_CHECKS)[number]['skills'][number];
export const WARNING_SIGN_SKILLS = WARNING_SIGN_CHECKS.flatMap((c) => c.skills) as unknown as readonly [
  WarningSignSkill,
  ...WarningSignSkill[],
];

/** The last check (6 years) covers the child until 7. */
export const WARNING_SIGNS_UNTIL_MONTHS = 84;

export const WARNING_SIGNS_SOURCE = '《儿童心理保健技术规范》(2013) 附件: 儿童心理行为发育问题预警征象筛查表';
