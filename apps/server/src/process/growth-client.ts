/** A client of a real server process over HTTP, as the web app talks to it: the envelope, a token, keys. */
export interface Answer {
  status: number;
  body: { code: string; data: unknown; message: string };
  replayed: boolean;
}

export async function call(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.token = options.token;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(new URL(path, base), {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'], replayed: res.headers.get('idempotent-replayed') === 'true' };
}

/** Signs a phone in through the real calls (demo mode returns the code) and returns its token. */
export async function signIn(base: string, phone: string, ip?: string): Promise<string> {
  const sent = await call(base, 'POST', '/app-web2/auth/sms_code', { body: { phone }, ...(ip ? { ip } : {}) });
  const code = (sent.body.data as { devCode?: string } | null)?.devCode;
  if (!code) throw new Error(`no code for ${phone}: ${JSON.stringify(sent.body)}`);
  const login = await call(base, 'POST', '/app-web2/auth/login', { body: { phone, code }, ...(ip ? { ip } : {}) });
  return (login.body.data as { token: string }).token;
}

/** A new child of the signed-in parent, with an empty growth file: its growthId. */
export async function newChildGrowth(base: string, token: string, birthDate: string): Promise<string> {
  const member = await call(base, 'POST', '/app-web2/family_members', {
    token,
    body: { name: 'Durability', sex: 'female', birthDate, relation: 'child' },
  });
  const familyMemberId = (member.body.data as { familyMemberId: string }).familyMemberId;
  const growth = await call(base, 'POST', '/health-info-service/app/growth/init', { token, body: { familyMemberId } });
  return (growth.body.data as { growthId: string }).growthId;
}
