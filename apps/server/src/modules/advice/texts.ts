import { ADVICE_TEXT_KEYS, type AdviceTextKey, type LocalizedText } from '@sprout/contracts';
import type { AdviceRuleId } from './rules.ts';

/**
 * The clinic's default wording of each rule's title and text in both languages; `{name}` placeholders come from
 * the advice's params. An editor's published wording replaces it (service.ts).
 */
type Text = LocalizedText;
const TEXTS: Record<AdviceRuleId, { title: Text; text: Text; variants?: Record<string, Text> }> = {
  heightForAgeLow: {
    title: { 'zh-CN': '身高偏矮，建议就医评估', 'en-US': 'Height is low for age: see a doctor' },
    text: {
      'zh-CN': '最近一次身高的 Z 值为 {z}，低于 -2。建议带孩子到儿科或儿童保健科评估生长情况，复诊时带上既往测量记录。',
      'en-US':
        'The latest height-for-age z-score is {z}, below −2. Please have a paediatrician assess your child’s growth, and bring earlier measurements.',
    },
  },
  weightForAgeLow: {
    title: { 'zh-CN': '体重偏低，建议就医评估', 'en-US': 'Weight is low for age: see a doctor' },
    text: {
      'zh-CN': '最近一次体重的 Z 值为 {z}，低于 -2。建议请医生评估喂养和营养状况。',
      'en-US': 'The latest weight-for-age z-score is {z}, below −2. Please ask a doctor to review feeding and nutrition.',
    },
  },
  bmiLow: {
    title: { 'zh-CN': 'BMI 偏低，建议就医评估', 'en-US': 'BMI is low for age: see a doctor' },
    text: {
      'zh-CN': '最近一次 BMI 的 Z 值为 {z}，低于 -2，提示偏瘦。建议请医生评估饮食与健康状况。',
      'en-US': 'The latest BMI-for-age z-score is {z}, below −2, which suggests thinness. Please ask a doctor to review diet and health.',
    },
  },
  bmiHigh: {
    title: { 'zh-CN': 'BMI 偏高，建议就医评估', 'en-US': 'BMI is high for age: see a doctor' },
    text: {
      'zh-CN': '最近一次 BMI 的 Z 值为 {z}，高于 +2。建议请医生评估，并从规律三餐、少喝含糖饮料、每天充足运动做起。',
      'en-US':
        'The latest BMI-for-age z-score is {z}, above +2. Please see a doctor; regular meals, fewer sugary drinks and daily active play are good first steps.',
    },
  },
  axialGrowthFast: {
    title: { 'zh-CN': '眼轴增长较快，建议复查', 'en-US': 'Eyes are growing fast: book a check' },
    text: {
      'zh-CN': '最近一年眼轴增长约 {mmPerYear} mm，增长较快。建议尽快到眼科复查，与医生讨论近视防控方案。',
      'en-US':
        'The eyes grew about {mmPerYear} mm in length over the last year, which is fast. Please book an eye check soon and discuss myopia control with the doctor.',
    },
  },
  axialLengthLong: {
    title: { 'zh-CN': '眼轴较长，需定期检查眼底', 'en-US': 'Long eye: yearly retinal check' },
    text: {
      'zh-CN': '眼轴长度已达 {mm} mm（≥26 mm），与高度近视相关。建议每年做一次散瞳眼底检查，出现闪光感、飞蚊突然增多或视野遮挡时立即就医。',
      'en-US':
        'An eye has reached {mm} mm (26 mm or more), which goes with high myopia. Have a dilated retinal exam every year, and seek care at once for flashes, a sudden shower of floaters or a shadow in vision.',
    },
  },
  growthCheckDue: {
    title: { 'zh-CN': '该测量身高体重了', 'en-US': 'Time to measure height and weight' },
    text: {
      'zh-CN': '这个年龄建议每 {months} 个月测量一次身高和体重，记录下来才能看出生长趋势。',
      'en-US': 'At this age, measure height and weight every {months} months: regular records show the growth trend.',
    },
  },
  eyeCheckDue: {
    title: { 'zh-CN': '该做视力检查了', 'en-US': 'Time for an eye check' },
    text: {
      'zh-CN': '3 岁起建议每 {months} 个月做一次视力和屈光检查，有条件时同时测量眼轴。',
      'en-US': 'From 3 years, have vision and refraction checked every {months} months, with axial length where available.',
    },
  },
  growthOnTrack: {
    title: { 'zh-CN': '生长在正常范围', 'en-US': 'Growth is in the normal range' },
    text: {
      'zh-CN': '最近一次测量的各项指标都在正常范围内（Z 值 -2 到 +2 之间）。继续保持均衡饮食、充足睡眠和运动。',
      'en-US':
        'Every measure of the latest record is in the normal range (z-scores between −2 and +2). Keep up balanced meals, enough sleep and active play.',
    },
  },
  vitaminDInfant: {
    title: { 'zh-CN': '每天补充维生素 D {iu} IU', 'en-US': 'Vitamin D {iu} IU every day' },
    text: {
      'zh-CN': '1 岁以内的宝宝建议每天补充维生素 D {iu} IU，预防佝偻病。早产儿的剂量请遵医嘱。',
      'en-US':
        'Babies under 1 year need {iu} IU of vitamin D every day to prevent rickets. For babies born preterm, follow the doctor’s dose.',
    },
  },
  outdoorTime: {
    title: { 'zh-CN': '每天户外活动 {hours} 小时', 'en-US': '{hours} hours outdoors every day' },
    text: {
      'zh-CN': '白天在户外活动（阴天也有效）是预防近视最有效的习惯之一。建议每天累计 {hours} 小时，可以分几次完成。',
      'en-US':
        'Daylight outdoors (even on cloudy days) is one of the best protections against short-sightedness. Aim for {hours} hours a day in total; several shorter spells count.',
    },
  },
  screenTimeByAge: {
    title: { 'zh-CN': '控制看屏幕的时间', 'en-US': 'Limit screen time' },
    text: {
      'zh-CN': '娱乐性屏幕时间每天不超过 {maxHours} 小时，单次不超过 {sessionMinutes} 分钟，看完向远处眺望休息一会儿。',
      'en-US':
        'Keep recreational screen time to {maxHours} hour a day at most, in sessions of {sessionMinutes} minutes or less, then look into the distance for a while.',
    },
    variants: {
      none: {
        'zh-CN': '2 岁以内尽量不看电子屏幕（视频通话除外），多和孩子说话、读绘本、一起玩。',
        'en-US': 'Under 2 years, avoid screens other than video calls; talk, read picture books and play together instead.',
      },
      preschool: {
        'zh-CN': '2–5 岁每天看屏幕不超过 {maxHours} 小时，尽量由家长陪同并选择优质内容。',
        'en-US': 'From 2 to 5 years, no more than {maxHours} hour of screens a day, ideally watched together and chosen with care.',
      },
    },
  },
  sleepByAge: {
    title: { 'zh-CN': '每天睡够 {min}–{max} 小时', 'en-US': 'Sleep {min}–{max} hours a day' },
    text: {
      'zh-CN': '这个年龄建议每天（含午睡）睡 {min}–{max} 小时。固定作息、睡前一小时不看屏幕有助于入睡。',
      'en-US':
        'At this age, {min}–{max} hours of sleep a day (naps included) is recommended. A regular bedtime and no screens in the hour before bed help.',
    },
  },
};

/**
 * The text key of an advice (ADVICE_TEXT_PLACEHOLDERS): its variant's where it has its own wording, else the
 * rule's. Editors reword each key; the default wording is this file's.
 */
export function adviceTextKey(ruleId: AdviceRuleId, variant?: string): AdviceTextKey {
  const key = `${ruleId}.${variant}`;
  return variant && TEXTS[ruleId].variants?.[variant] ? (key as AdviceTextKey) : ruleId;
}

/** The default wording of a text key: a variant keeps its rule's title. */
export function defaultAdviceText(key: AdviceTextKey): { title: LocalizedText; text: LocalizedText } {
  const [ruleId, variant] = key.split('.') as [AdviceRuleId, string | undefined];
  const entry = TEXTS[ruleId];
  return { title: entry.title, text: variant ? entry.variants![variant]! : entry.text };
}

/** Every text key with its default wording, in the order editors see them. */
export function adviceTextDefaults(): { key: AdviceTextKey; title: LocalizedText; text: LocalizedText }[] {
  return ADVICE_TEXT_KEYS.map((key) => ({ key, ...defaultAdviceText(key) }));
}
