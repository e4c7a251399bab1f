import { defineMessages } from '../../http/messages.ts';

defineMessages({
  'media.notFound': { 'zh-CN': '文件不存在', 'en-US': 'This file does not exist.' },
  'media.unknownType': {
    'zh-CN': '只能上传 PNG、JPEG、WebP、GIF 图片或 PDF 文件',
    'en-US': 'must be a PNG, JPEG, WebP or GIF image or a PDF',
  },
  'media.typeMismatch': {
    'zh-CN': '与文件内容不符（文件实际为 {actual}）',
    'en-US': 'does not match the file, which is {actual}',
  },
  'media.tooLarge': { 'zh-CN': '文件过大，最大 {max} MB', 'en-US': 'The file is too large: at most {max} MB.' },
  'media.empty': { 'zh-CN': '请选择要上传的文件', 'en-US': 'is empty: choose a file to upload' },
  'media.inUse': {
    'zh-CN': '该文件仍在页面、文章、诊所或医生资料中使用，请先替换后再删除',
    'en-US': 'This file is still shown on a page, article, clinic or doctor: replace it there first.',
  },
  'validation.filename': { 'zh-CN': '文件名不能包含斜杠或控制字符', 'en-US': 'may not hold slashes or control characters' },
  'validation.imagePathUnknown': {
    'zh-CN': '图片不存在：请上传到媒体库后使用 /media/… 路径，或填写 https 地址',
    'en-US': 'names no image on this site: upload it to the media library and use its /media/… path, or give an https address',
  },
});
