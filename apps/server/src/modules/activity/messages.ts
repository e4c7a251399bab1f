import { defineMessages } from '../../http/messages.ts';

/** The sentences of the activity-page rules (message keys of packages/contracts/src/activity-*.ts). */
defineMessages({
  'validation.link': {
    'zh-CN': '链接须为站内路径（以 / 开头）、https 地址或 popup:<弹窗 id>',
    'en-US': 'must be an in-app path (starting with /), an https address or popup:<popup id>',
  },
  'validation.unsafeLink': {
    'zh-CN': '不允许的链接：不能使用 javascript:、data:、vbscript:、http: 或 // 开头的地址',
    'en-US': 'is not an allowed link: javascript:, data:, vbscript:, http: and // addresses are refused',
  },
  'validation.nodeId': { 'zh-CN': 'id 只能包含字母、数字、- 和 _（最多 64 个）', 'en-US': 'must be letters, digits, - and _ (at most 64)' },
  'validation.hotSpotArea': { 'zh-CN': '热区超出了图片范围', 'en-US': 'takes the area outside the image' },
  'validation.qrContent': { 'zh-CN': '请提供 text 或 link 其中之一', 'en-US': 'give either text or link, not both' },
  'validation.duplicateKey': { 'zh-CN': '不能重复', 'en-US': 'must not be used twice' },
  'validation.popupMissing': { 'zh-CN': '页面中没有这个弹窗', 'en-US': 'names a popup the page does not have' },
  'validation.color': { 'zh-CN': '颜色须写作 #RRGGBB', 'en-US': 'must be a colour written #RRGGBB' },
  'validation.slug': { 'zh-CN': '只能包含小写字母、数字和 -', 'en-US': 'must be lower-case letters, digits and -' },
  'validation.endsBeforeStart': { 'zh-CN': '结束时间须晚于开始时间', 'en-US': 'must be after the start' },
  'activity.slugTaken': { 'zh-CN': '这个页面名称已被使用', 'en-US': 'This page name is already used.' },
  'activity.noSuchVersion': { 'zh-CN': '没有这个版本', 'en-US': 'is not a version of this page' },
});
