import { defineCalls } from '../call-schemas.ts';
import { wechatRoutes } from '../routes/wechat.ts';
import { jsSignatureQuerySchema, jsSignatureSchema } from '../wechat.ts';

export const wechatCalls = defineCalls(wechatRoutes, {
  jsSignature: {
    summary: 'WeChat JS-SDK signature for a page address (the part after # is ignored)',
    query: jsSignatureQuerySchema,
    response: jsSignatureSchema,
  },
});
