import { API_PREFIX } from '../paths.ts';

/** WeChat sharing (schemas: calls/wechat.ts). */
export const wechatRoutes = {
  jsSignature: { id: 'wechat.jsSignature', method: 'GET', path: `${API_PREFIX.app}/wxmp/js_signature` },
} as const;
