import { describe, expect, it } from 'vitest';
import { jsSdkSignature, randomNonce, signatureBaseString, signatureService, urlForSigning } from './signature.ts';
import { staticTicketProvider } from './ticket-provider.ts';

/** The worked example of WeChat's JS-SDK documentation (附录1-JS-SDK使用权限签名算法). */
const DOC_EXAMPLE = {
  jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
};
const DOC_STRING =
  'jsapi_ticket=sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value';
const DOC_SIGNATURE = '0f9de62fce790f9a083d5c99e95740ceb90c27ed';

describe('WeChat JS-SDK signature', () => {
  it('builds the documented string and signature of the worked example', () => {
    expect(signatureBaseString(DOC_EXAMPLE)).toBe(DOC_STRING);
    expect(jsSdkSignature(DOC_EXAMPLE)).toBe(DOC_SIGNATURE);
  });

  it('signs the address without its # part, and nothing else changes', () => {
    expect(jsSdkSignature({ ...DOC_EXAMPLE, url: `${DOC_EXAMPLE.url}#/article/1?x=#y` })).toBe(DOC_SIGNATURE);
    expect(urlForSigning('https://a.example/p?q=1#frag')).toBe('https://a.example/p?q=1');
    expect(urlForSigning('https://a.example/p?q=1')).toBe('https://a.example/p?q=1');
    // The query is part of what WeChat compares: a different query is a different signature.
    expect(jsSdkSignature({ ...DOC_EXAMPLE, url: 'http://mp.weixin.qq.com?params=other' })).not.toBe(DOC_SIGNATURE);
  });

  it('answers with the app id, a seconds timestamp, the nonce and the signature', async () => {
    const service = signatureService({
      appId: 'wx1234567890abcdef',
      tickets: staticTicketProvider(DOC_EXAMPLE.jsapiTicket),
      now: () => DOC_EXAMPLE.timestamp * 1000 + 999,
      nonce: () => DOC_EXAMPLE.nonceStr,
    });
    expect(await service.sign(`${DOC_EXAMPLE.url}#share`)).toEqual({
      appId: 'wx1234567890abcdef',
      timestamp: DOC_EXAMPLE.timestamp,
      nonceStr: DOC_EXAMPLE.nonceStr,
      signature: DOC_SIGNATURE,
    });
  });

  it('makes a fresh 16-character alphanumeric nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => randomNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
