import type { Language } from '@sprout/contracts';

/**
 * Every sentence the server says, in both languages. Modules add their own keys through `defineMessages`
 * so this file does not grow with every feature.
 */
type Catalogue = Record<string, { 'zh-CN': string; 'en-US': string }>;

const catalogue: Catalogue = {
  ok: { 'zh-CN': '成功', 'en-US': 'OK' },
  'error.VALIDATION': {
    'zh-CN': '提交的内容有误，请检查后重试',
    'en-US': 'Some of the information is not valid. Please check it and try again.',
  },
  'error.UNAUTHORIZED': { 'zh-CN': '请先登录', 'en-US': 'Please sign in first.' },
  'error.FORBIDDEN': { 'zh-CN': '您没有权限查看或修改此内容', 'en-US': 'You do not have permission to see or change this.' },
  'error.NOT_FOUND': { 'zh-CN': '未找到相关信息', 'en-US': 'Cannot find this information.' },
  'error.RECORD_EXISTS': { 'zh-CN': '该记录已存在', 'en-US': 'This record already exists.' },
  'error.TOO_LARGE': { 'zh-CN': '提交的内容过大', 'en-US': 'The request is too large.' },
  'error.RATE_LIMITED': { 'zh-CN': '操作太频繁，请稍后再试', 'en-US': 'Too many attempts. Please wait a moment and try again.' },
  'error.IDEMPOTENCY_KEY_REUSED': { 'zh-CN': '该请求标识已被使用', 'en-US': 'This Idempotency-Key has already been used.' },
  'error.idempotencyKeyReused': {
    'zh-CN': '该请求标识已用于另一份不同的内容，请为新的操作使用新的标识',
    'en-US': 'This Idempotency-Key was already used with a different request body. Use a new key for a new action.',
  },
  'error.idempotencyInProgress': {
    'zh-CN': '使用该请求标识的请求仍在处理中，请稍后重试',
    'en-US': 'A request with this Idempotency-Key is still being processed. Please retry in a moment.',
  },
  'validation.idempotencyKey': { 'zh-CN': '须为 1 到 100 个可见 ASCII 字符', 'en-US': 'must be 1 to 100 printable ASCII characters' },
  'error.TIMEOUT': { 'zh-CN': '请求超时，请重试', 'en-US': 'The request took too long. Please try again.' },
  'error.UNAVAILABLE': { 'zh-CN': '服务繁忙，请稍后重试', 'en-US': 'The service is busy. Please try again in a moment.' },
  'error.INTERNAL': { 'zh-CN': '服务器开小差了，请稍后再试', 'en-US': 'Something went wrong on our side. Please try again later.' },
  'validation.required': { 'zh-CN': '此项必填', 'en-US': 'is required' },
  'validation.type': { 'zh-CN': '类型不正确', 'en-US': 'has the wrong type' },
  'validation.unknownField': { 'zh-CN': '不是可接受的字段', 'en-US': 'is not an accepted field' },
  'validation.tooSmall': { 'zh-CN': '不能小于 {min}', 'en-US': 'must be at least {min}' },
  'validation.tooBig': { 'zh-CN': '不能大于 {max}', 'en-US': 'must be at most {max}' },
  'validation.tooShort': { 'zh-CN': '长度不能少于 {min}', 'en-US': 'must have at least {min} characters' },
  'validation.tooLong': { 'zh-CN': '长度不能超过 {max}', 'en-US': 'must have at most {max} characters' },
  'validation.enum': { 'zh-CN': '取值不在允许范围内：{values}', 'en-US': 'must be one of: {values}' },
  'validation.format': { 'zh-CN': '格式不正确', 'en-US': 'is not in the right format' },
  'validation.date': { 'zh-CN': '日期格式应为 YYYY-MM-DD', 'en-US': 'must be a date written YYYY-MM-DD' },
  'validation.phone': { 'zh-CN': '请输入 11 位手机号码', 'en-US': 'must be an 11-digit mobile number' },
  'validation.code': { 'zh-CN': '请输入 6 位验证码', 'en-US': 'must be the 6-digit code' },
  'validation.deviceId': { 'zh-CN': '设备标识无效', 'en-US': 'is not a valid device id' },
  'validation.json': { 'zh-CN': '请求体不是有效的 JSON', 'en-US': 'is not valid JSON' },
  'validation.mediaType': { 'zh-CN': '不支持的内容类型', 'en-US': 'has an unsupported content type' },
  'validation.imageUrl': { 'zh-CN': '图片地址须为本站路径或 https 地址', 'en-US': 'must be a path on this site or an https address' },
  'validation.unicode': { 'zh-CN': '包含无效的字符编码', 'en-US': 'is not well-formed Unicode text' },
  'validation.control': { 'zh-CN': '包含不允许的控制字符', 'en-US': 'contains control characters that are not allowed' },
  'validation.tooDeep': { 'zh-CN': '嵌套层级过深', 'en-US': 'is nested too deeply' },
  'validation.address': { 'zh-CN': '请求地址无效', 'en-US': 'is not a valid address' },
  'validation.invalid': { 'zh-CN': '取值无效', 'en-US': 'is not valid' },
  'validation.unknownPlaceholder': {
    'zh-CN': '含有这条建议无法填入的占位符，只能使用列出的 {名称}',
    'en-US': 'has a placeholder this advice cannot fill in; use only the {names} listed',
  },
  'validation.birthInFuture': { 'zh-CN': '出生日期不能晚于今天', 'en-US': 'cannot be in the future' },
  'auth.codeInvalid': { 'zh-CN': '验证码错误或已过期', 'en-US': 'The code is wrong or has expired.' },
  'auth.tooManyWrongCodes': {
    'zh-CN': '验证码错误次数过多，请稍后再试',
    'en-US': 'Too many wrong codes. Please wait a while and try again.',
  },
  'auth.code.wrong': { 'zh-CN': '验证码错误', 'en-US': 'The code is wrong.' },
  'auth.code.wrongTriesLeft': { 'zh-CN': '验证码错误，还可尝试 {triesLeft} 次', 'en-US': 'The code is wrong. Tries left: {triesLeft}.' },
  'auth.code.expired': { 'zh-CN': '验证码已过期，请重新获取', 'en-US': 'The code has expired. Please ask for a new one.' },
  'auth.code.used': { 'zh-CN': '验证码已使用，请重新获取', 'en-US': 'The code has already been used. Please ask for a new one.' },
  'auth.code.tooManyTries': { 'zh-CN': '验证码错误次数过多，请重新获取', 'en-US': 'Too many wrong tries. Please ask for a new code.' },
  'auth.smsFailed': {
    'zh-CN': '验证码短信发送失败，请稍后重试',
    'en-US': 'The code could not be sent by SMS. Please try again in a moment.',
  },
  'auth.tooManyCodes': {
    'zh-CN': '这个手机号获取验证码的次数已达上限，请稍后再试',
    'en-US': 'This phone has been sent as many codes as allowed for now. Please try again later.',
  },
  'auth.tooManyCodesFromAddress': {
    'zh-CN': '当前网络获取验证码过于频繁，请稍后再试',
    'en-US': 'Too many codes were asked from this network. Please try again later.',
  },
  'auth.sendTooSoon': {
    'zh-CN': '验证码发送太频繁，请稍后再试',
    'en-US': 'A code was sent a moment ago. Please wait before asking for another.',
  },
};

export function defineMessages(messages: Catalogue): void {
  for (const [key, value] of Object.entries(messages)) {
    if (catalogue[key]) throw new Error(`Message key defined twice: ${key}`);
    catalogue[key] = value;
  }
}

export function translate(key: string, lang: Language, params: Record<string, string | number> = {}): string {
  const entry = catalogue[key];
  return fillPlaceholders(entry ? entry[lang] : key, params);
}

/** `{name}` in a text replaced by its value; a name without a value stays as written. */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export function hasMessage(key: string): boolean {
  return key in catalogue;
}
