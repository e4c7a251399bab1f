import { defineMessages } from '../../http/messages.ts';

defineMessages({
  'content.notFound': { 'zh-CN': '内容不存在或已下线', 'en-US': 'This content does not exist or has been withdrawn.' },
  'content.drugNotFound': { 'zh-CN': '未找到该药品的说明', 'en-US': 'There is no information for this product code.' },
  'content.drugExists': { 'zh-CN': '该产品编码的药品已存在', 'en-US': 'A drug with this product code already exists.' },
  'validation.unknownCategory': { 'zh-CN': '分类不存在', 'en-US': 'is not a known category' },
  'validation.productCode': { 'zh-CN': '产品编码只能包含大写字母、数字和连字符', 'en-US': 'may hold only capitals, digits and dashes' },
});
