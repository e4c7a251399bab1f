import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** What the fake answers: a sent message, a per-number refusal, or an API error. */
export type FakeMode = 'ok' | 'refused' | 'apiError';

export interface FakeTencentSms {
  endpoint: string;
  /** The SendSms bodies received, each with whether its TC3-HMAC-SHA256 signature verified. */
  received: { action: string; version: string; region: string; signatureValid: boolean; body: Record<string, unknown> }[];
  mode: FakeMode;
  close(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();

/** Checks the Authorization header as the Tencent Cloud API v3 does (TC3-HMAC-SHA256 over method, path, headers, body). */
function verifySignature(req: IncomingMessage, payload: string, secretId: string, secretKey: string): boolean {
  const auth =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      String(req.headers.authorization),
    );
  if (!auth || auth[1] !== secretId || auth[4] !== 'content-type;host') return false;
  const [, , date, service, signedHeaders, signature] = auth as unknown as string[];
  const timestamp = String(req.headers['x-tc-timestamp']);
  const host = String(req.headers.host).replace(/:\d+$/, '');
  const canonical = ['POST', '/', '', `content-type:${req.headers['content-type']}\nhost:${host}\n`, signedHeaders, sha256(payload)].join(
    '\n',
  );
  const toSign = ['TC3-HMAC-SHA256', timestamp, `${date}/${service}/tc3_request`, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date!), service!), 'tc3_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

/** A local stand-in for sms.tencentcloudapi.com speaking its HTTP API (SendSms, 2021-01-11). */
export async function startFakeTencentSms(secretId: string, secretKey: string): Promise<FakeTencentSms> {
  const fake: Omit<FakeTencentSms, 'endpoint' | 'close'> = { received: [], mode: 'ok' };
  const server: Server = createServer((req, res) => {
    let payload = '';
    req.on('data', (chunk: Buffer) => (payload += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(payload || '{}') as Record<string, unknown>;
      fake.received.push({
        action: String(req.headers['x-tc-action']),
        version: String(req.headers['x-tc-version']),
        region: String(req.headers['x-tc-region']),
        signatureValid: verifySignature(req, payload, secretId, secretKey),
        body,
      });
      const RequestId = `fake-${fake.received.length}`;
      const phone = (body.PhoneNumberSet as string[] | undefined)?.[0] ?? '';
      const response =
        fake.mode === 'apiError' || !fake.received.at(-1)!.signatureValid
          ? { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId }
          : {
              SendStatusSet: [
                fake.mode === 'ok'
                  ? {
                      SerialNo: '2640:1',
                      PhoneNumber: phone,
                      Fee: 1,
                      SessionContext: '',
                      Code: 'Ok',
                      Message: 'send success',
                      IsoCode: 'CN',
                    }
                  : {
                      SerialNo: '',
                      PhoneNumber: phone,
                      Fee: 0,
                      SessionContext: '',
                      Code: 'LimitExceeded.PhoneNumberDailyLimit',
                      Message: 'daily limit',
                      IsoCode: 'CN',
                    },
              ],
              RequestId,
            };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ Response: response }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeTencentSms;
}
