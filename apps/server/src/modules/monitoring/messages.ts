import { defineMessages } from '../../http/messages.ts';

defineMessages({
  'validation.rating': {
    'zh-CN': '评级与规范阈值不符',
    'en-US': 'does not match the rating of the value under the spec thresholds',
  },
  'validation.eventTooLarge': { 'zh-CN': '单个事件不能超过 8 KB', 'en-US': 'must be at most 8 KB once serialized' },
  'monitoring.fromAfterTo': { 'zh-CN': '开始日期不能晚于结束日期', 'en-US': 'must not be after the end date' },
  'monitoring.rangeTooLong': { 'zh-CN': '日期范围不能超过 {max} 天', 'en-US': 'The date range must be at most {max} days.' },
});
