import { z } from 'zod';
import { textSchema } from './common.ts';

/** GET /app-web2/wxmp/js_signature?url= (API.md): what wx.config needs, passed on whole by the client. */
export const jsSignatureQuerySchema = z.object({
  lang: textSchema({ max: 10 }).optional(),
  url: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^https?:\/\/[^\s]+$/i, 'validation.url'),
});
export const jsSignatureSchema = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type JsSignature = z.infer<typeof jsSignatureSchema>;
