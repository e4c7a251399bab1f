import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-support/test-app.ts';

/** Issue 29, item 7: what Node itself would answer outside the envelope, over a real socket. */
let ctx: TestContext;
let port = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => ctx?.close());

/** Sends bytes as they are and returns the status and the body of the answer. */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be dropped by the server before its answer (Connection: close ends it).
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      let body = rest.join('\r\n\r\n');
      if (/transfer-encoding: chunked/i.test(head)) body = body.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n|\r\n0\r\n\r\n$/gi, '');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('requests Node would refuse bare', () => {
  it('a request without Host: 400 in the envelope, naming the header, in the request’s language', async () => {
    for (const [language, message] of [
      ['en-US', 'Host is required'],
      ['zh-CN', '此项必填'],
    ] as const) {
      const res = await raw(`GET /app-web2/auth/me HTTP/1.1\r\nAccept-Language: ${language}\r\nConnection: close\r\n\r\n`);
      expect(res.status).toBe(400);
      const body = JSON.parse(res.body) as { code: string; message: string; errors: Array<{ field: string; message: string }> };
      expect(body.code).toBe('VALIDATION');
      expect(body.errors[0]!.field).toBe('Host');
      expect(`${body.errors[0]!.field} ${body.errors[0]!.message}`.includes(message) || body.message.includes(message)).toBe(true);
    }
    // With Host, the same request is served as ever.
    expect((await raw('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).status).toBe(200);
  });

  it('a DELETE with a chunked body: the envelope in the request’s language, naming the body', async () => {
    const token = await ctx.tokenFor('parentWang');
    const send = (language: string, type: string, body: string) =>
      raw(
        `DELETE /app-web2/family_members/40000000-0000-4000-8000-000000000099 HTTP/1.1\r\nHost: localhost\r\ntoken: ${token}\r\n` +
          `Accept-Language: ${language}\r\n${type}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n` +
          `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      );
    for (const [language, type, body, message] of [
      ['en-US', 'Content-Type: application/json\r\n', 'x', 'is not valid JSON'],
      ['en-US', '', '{}', 'has an unsupported content type'],
      ['zh-CN', 'Content-Type: application/json\r\n', 'x', ''],
    ] as const) {
      const res = await send(language, type, body);
      expect(res.status).toBe(400);
      const answer = JSON.parse(res.body) as { code: string; message: string; errors: Array<{ field: string; message: string }> };
      expect(answer.code).toBe('VALIDATION');
      expect(answer.errors[0]!.field).toBe('body');
      if (message) expect(answer.errors[0]!.message).toBe(message);
      else expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    }
    // A well-formed chunked JSON body reaches the route: an unknown member is 404 in the envelope.
    const res = await send('en-US', 'Content-Type: application/json\r\n', '{}');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Cannot find this information.' });
  });
});
