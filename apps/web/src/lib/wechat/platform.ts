/** WeChat's in-app browser says so in its user agent (MicroMessenger), on every platform. */
export function isWeChatBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function isIOS(userAgent: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}
