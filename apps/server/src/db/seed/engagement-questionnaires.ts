import type { LevelInput, QuestionInput } from '@sprout/contracts';
import { questionnaires, questionnaireVersions } from '../schema/index.ts';
import type { SeedContext } from './core.ts';
import { ENGAGEMENT_IDS, lt } from './engagement-ids.ts';

/**
 * A parent's myopia-risk self-check. Points follow the known risk factors: little daytime outdoor time,
 * long unbroken near work, much screen time, short reading distance and myopic parents. Range 0–15.
 */
export const MYOPIA_RISK_QUESTIONS: QuestionInput[] = [
  {
    id: 'outdoor',
    type: 'single',
    label: lt('孩子平均每天在户外待多久？', 'How long is your child outdoors on an average day?'),
    required: true,
    options: [
      { value: 'over-2h', label: lt('2 小时以上', 'More than 2 hours'), points: 0 },
      { value: '1-2h', label: lt('1–2 小时', '1–2 hours'), points: 1 },
      { value: 'under-1h', label: lt('不到 1 小时', 'Less than 1 hour'), points: 3 },
    ],
  },
  {
    id: 'nearWork',
    type: 'single',
    label: lt(
      '读写或玩平板时，常常连续超过 40 分钟不休息吗？',
      'Does reading, writing or tablet play often go on for more than 40 minutes without a break?',
    ),
    required: true,
    options: [
      { value: 'rarely', label: lt('很少', 'Rarely'), points: 0 },
      { value: 'sometimes', label: lt('有时', 'Sometimes'), points: 1 },
      { value: 'often', label: lt('经常', 'Often'), points: 2 },
    ],
  },
  {
    id: 'screens',
    type: 'single',
    label: lt('课外每天看屏幕的时间', 'Screen time a day outside lessons'),
    required: true,
    options: [
      { value: 'under-1h', label: lt('不到 1 小时', 'Less than 1 hour'), points: 0 },
      { value: '1-2h', label: lt('1–2 小时', '1–2 hours'), points: 1 },
      { value: 'over-2h', label: lt('2 小时以上', 'More than 2 hours'), points: 2 },
    ],
  },
  {
    id: 'parents',
    type: 'single',
    label: lt('父母是否近视？', 'Are the parents short-sighted?'),
    required: true,
    options: [
      { value: 'neither', label: lt('都不近视', 'Neither'), points: 0 },
      { value: 'one', label: lt('一方近视', 'One of us'), points: 2 },
      { value: 'both', label: lt('双方都近视', 'Both of us'), points: 3 },
    ],
  },
  {
    id: 'distance',
    type: 'single',
    label: lt('读写时眼睛离书本大约多远？', 'How far are the eyes from the page when reading or writing?'),
    required: true,
    options: [
      { value: 'arm', label: lt('一尺（约 33 厘米）或更远', 'About 33 cm (a forearm) or more'), points: 0 },
      { value: 'close', label: lt('明显更近', 'Clearly closer'), points: 2 },
    ],
  },
  {
    id: 'signs',
    type: 'multiple',
    label: lt('最近是否出现这些情况？（可多选，没有可不选）', 'Have you noticed any of these lately? (choose any, or none)'),
    required: false,
    options: [
      { value: 'squinting', label: lt('看远处眯眼', 'Squints at distant things'), points: 1 },
      { value: 'close-to-tv', label: lt('看电视越坐越近', 'Sits ever closer to the TV'), points: 1 },
      { value: 'board', label: lt('说看不清黑板', 'Says the board is blurry'), points: 1 },
    ],
  },
];

const MYOPIA_RISK_LEVELS: LevelInput[] = [
  {
    key: 'low',
    minScore: 0,
    maxScore: 3,
    label: lt('低风险', 'Low risk'),
    reading: lt(
      '孩子目前的用眼习惯总体良好，近视风险较低。',
      'Your child’s eye habits are good overall and the risk of short-sight is low.',
    ),
    advice: lt(
      '保持每天 2 小时户外活动，每半年做一次视力和眼轴检查，建立屈光发育档案。',
      'Keep up 2 hours outdoors a day and have vision and axial length checked every six months to build a record of how the eyes develop.',
    ),
  },
  {
    key: 'medium',
    minScore: 4,
    maxScore: 7,
    label: lt('中等风险', 'Medium risk'),
    reading: lt('有几项习惯会增加近视风险，值得现在就调整。', 'Some habits raise the risk of short-sight and are worth changing now.'),
    advice: lt(
      '读写每 20–30 分钟抬头远眺 20 秒，课外屏幕时间控制在每天 1 小时以内；建议 3 个月内做一次散瞳验光和眼轴测量。',
      'Every 20–30 minutes of close work, look into the distance for 20 seconds, and keep screen time outside lessons under an hour a day. Book a dilated eye test and an axial length measurement within 3 months.',
    ),
  },
  {
    key: 'high',
    minScore: 8,
    maxScore: 15,
    label: lt('高风险', 'High risk'),
    reading: lt(
      '多项危险因素同时存在，孩子近视发生或加深的可能性较高。',
      'Several risk factors come together: your child is more likely to become short-sighted or to get worse.',
    ),
    advice: lt(
      '请尽快预约眼科或视光门诊，检查眼轴长度和屈光度，并与医生讨论近视防控方案（如离焦镜片、角膜塑形镜或低浓度阿托品）。',
      'Please book an eye clinic visit soon to measure axial length and refraction, and talk with the doctor about myopia control (such as defocus lenses, ortho-k or low-dose atropine).',
    ),
  },
];

const SLEEP_QUESTIONS: QuestionInput[] = [
  {
    id: 'bedtime',
    type: 'single',
    label: lt('上学日通常几点入睡？', 'What time does your child usually fall asleep on school nights?'),
    required: true,
    options: [
      { value: 'before-21', label: lt('21:00 以前', 'Before 9 pm'), points: 0 },
      { value: '21-22', label: lt('21:00–22:00', '9 pm to 10 pm'), points: 1 },
      { value: 'after-22', label: lt('22:00 以后', 'After 10 pm'), points: 3 },
    ],
  },
  {
    id: 'duration',
    type: 'single',
    label: lt('和同龄推荐睡眠时间相比，孩子睡得够吗？', 'Compared with the sleep advised for their age, does your child sleep enough?'),
    help: lt('学龄儿童一般需要 9–12 小时，青少年 8–10 小时', 'School-age children usually need 9–12 hours, teenagers 8–10'),
    required: true,
    options: [
      { value: 'enough', label: lt('够', 'Yes'), points: 0 },
      { value: 'bit-short', label: lt('略少（少 1 小时以内）', 'A little short (under an hour less)'), points: 1 },
      { value: 'short', label: lt('明显不足', 'Clearly too little'), points: 3 },
    ],
  },
  {
    id: 'screensBeforeBed',
    type: 'single',
    label: lt('睡前 1 小时内看屏幕吗？', 'Screens in the hour before bed?'),
    required: true,
    options: [
      { value: 'no', label: lt('不看', 'No'), points: 0 },
      { value: 'sometimes', label: lt('有时', 'Sometimes'), points: 1 },
      { value: 'usually', label: lt('几乎每天', 'Most days'), points: 2 },
    ],
  },
  {
    id: 'snoring',
    type: 'single',
    label: lt('睡觉时打鼾或张口呼吸吗？', 'Snoring or mouth breathing in sleep?'),
    required: true,
    options: [
      { value: 'never', label: lt('从不', 'Never'), points: 0 },
      { value: 'sometimes', label: lt('偶尔（感冒时）', 'Now and then (with a cold)'), points: 1 },
      { value: 'often', label: lt('经常', 'Often'), points: 3 },
    ],
  },
  {
    id: 'waking',
    type: 'single',
    label: lt('夜里醒来的次数', 'Waking in the night'),
    required: true,
    options: [
      { value: 'rarely', label: lt('很少', 'Rarely'), points: 0 },
      { value: 'weekly', label: lt('每周 1–2 次', '1–2 nights a week'), points: 1 },
      { value: 'most-nights', label: lt('大多数夜晚', 'Most nights'), points: 2 },
    ],
  },
  {
    id: 'daytime',
    type: 'single',
    label: lt('白天容易犯困或注意力不集中吗？', 'Sleepy or unfocused during the day?'),
    required: true,
    options: [
      { value: 'no', label: lt('没有', 'No'), points: 0 },
      { value: 'sometimes', label: lt('有时', 'Sometimes'), points: 1 },
      { value: 'often', label: lt('经常', 'Often'), points: 2 },
    ],
  },
];

const SLEEP_LEVELS: LevelInput[] = [
  {
    key: 'good',
    minScore: 0,
    maxScore: 3,
    label: lt('睡眠良好', 'Sleeping well'),
    reading: lt(
      '孩子的睡眠时间和规律都不错，有利于生长激素分泌。',
      'Your child sleeps enough and regularly, which helps growth hormone do its work.',
    ),
    advice: lt(
      '继续保持固定的作息，周末起床时间与上学日相差不超过 1 小时。',
      'Keep the routine; on weekends, get up within an hour of the school-day time.',
    ),
  },
  {
    key: 'fair',
    minScore: 4,
    maxScore: 8,
    label: lt('有待改善', 'Room to improve'),
    reading: lt(
      '睡眠有些不足或不规律，长期可能影响白天精力和生长。',
      'Sleep is a little short or irregular; over time this can affect daytime energy and growth.',
    ),
    advice: lt(
      '把入睡时间提前 30 分钟，睡前 1 小时收起电子设备，卧室保持黑暗安静。',
      'Bring bedtime forward by 30 minutes, put devices away an hour before bed, and keep the bedroom dark and quiet.',
    ),
  },
  {
    key: 'poor',
    minScore: 9,
    maxScore: 15,
    label: lt('需要关注', 'Needs attention'),
    reading: lt('睡眠明显不足或有打鼾等情况，建议让医生评估。', 'Sleep is clearly short or there is snoring: a doctor should take a look.'),
    advice: lt(
      '经常打鼾或张口呼吸可能与腺样体肥大有关，请预约儿科或耳鼻喉科门诊；同时把入睡时间提前，睡前 1 小时不看屏幕。',
      'Frequent snoring or mouth breathing can come from enlarged adenoids: please book a paediatric or ENT visit. Meanwhile, bring bedtime forward and keep screens away in the hour before bed.',
    ),
  },
];

export async function seedQuestionnaires({ tx }: SeedContext): Promise<void> {
  const ids = ENGAGEMENT_IDS.questionnaires;
  await tx.insert(questionnaires).values([
    { id: ids.myopiaRisk, code: 'myopia-risk', publishedVersion: 1 },
    { id: ids.sleepHabits, code: 'sleep-habits', publishedVersion: 1 },
  ]);
  await tx.insert(questionnaireVersions).values([
    {
      questionnaireId: ids.myopiaRisk,
      version: 1,
      title: lt('孩子近视风险自测', 'Is my child at risk of short-sight?'),
      intro: lt(
        '6 道题，约 1 分钟。根据户外时间、用眼习惯和家族史估计孩子的近视风险；首次完成可获得 50 积分。',
        'Six questions, about a minute. Estimates your child’s risk of short-sight from outdoor time, eye habits and family history. Finish it for the first time to earn 50 points.',
      ),
      questions: MYOPIA_RISK_QUESTIONS,
      levels: MYOPIA_RISK_LEVELS,
      reward: { kind: 'points', points: 50 },
    },
    {
      questionnaireId: ids.sleepHabits,
      version: 1,
      title: lt('儿童睡眠习惯评估', 'Children’s sleep habits check'),
      intro: lt(
        '睡眠影响生长和注意力。完成评估即可领取一张睡眠门诊优惠券（每个账号一次）。',
        'Sleep shapes growth and attention. Complete the check to receive a sleep-clinic coupon (once per account).',
      ),
      questions: SLEEP_QUESTIONS,
      levels: SLEEP_LEVELS,
      reward: { kind: 'coupon', couponName: lt('睡眠门诊 50 元抵用券', '¥50 off a sleep-clinic visit'), validDays: 90 },
    },
  ]);
}
