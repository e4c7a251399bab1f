import { defineMessages } from '../../http/messages.ts';

/** The growth module's server sentences (validation messages name the bound a parent typed past). */
defineMessages({
  'validation.growth.heightRange': { 'zh-CN': '身长/身高应在 18–275 厘米之间', 'en-US': 'length/height must be between 18 and 275 cm' },
  'validation.growth.weightRange': { 'zh-CN': '体重应在 0.15–650 千克之间', 'en-US': 'weight must be between 0.15 and 650 kg' },
  'validation.growth.headSizeRange': { 'zh-CN': '头围应在 13–100 厘米之间', 'en-US': 'head circumference must be between 13 and 100 cm' },
  'validation.growth.oneValue': {
    'zh-CN': '请至少填写身长/身高、体重、头围中的一项',
    'en-US': 'enter at least one of length/height, weight or head circumference',
  },
  'validation.growth.parentHeightRange': {
    'zh-CN': '父母身高应在 120–230 厘米之间',
    'en-US': "a parent's height must be between 120 and 230 cm",
  },
  'validation.growth.fullTermFlag': { 'zh-CN': '请选择足月（1）或早产（0）', 'en-US': 'must be 1 (full term) or 0 (preterm)' },
  'validation.growth.gestationalAgeRange': {
    'zh-CN': '早产儿出生胎龄应在 22 周 0 天至 36 周 6 天之间',
    'en-US': 'gestational age at birth of a preterm baby must be between 22+0 and 36+6 weeks',
  },
  'validation.growth.gestationalAgeRequired': { 'zh-CN': '早产儿请填写出生胎龄', 'en-US': 'is required for a preterm baby' },
  'validation.growth.dateBeforeBirth': { 'zh-CN': '测量日期不能早于出生日期', 'en-US': 'cannot be before the date of birth' },
  'validation.growth.dateInFuture': { 'zh-CN': '测量日期不能晚于今天', 'en-US': 'cannot be in the future' },
  'validation.growth.otherGrowth': { 'zh-CN': '该记录不属于这份生长档案', 'en-US': 'does not match the record’s growth profile' },
  'growth.referenceDoctorOnly': {
    'zh-CN': 'CDC 2000 生长曲线由医生选择，家长不能选择或更改',
    'en-US': 'The CDC 2000 growth charts are chosen by the child’s doctor: the family cannot choose or change them',
  },
  'growth.recordExists': {
    'zh-CN': '这一天已有一条生长记录，可选择替换',
    'en-US': 'There is already a growth record on this date. You can replace it.',
  },
});
