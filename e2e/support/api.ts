import { baseUrl } from './browser.ts';

export const DEMO = {
  parentWang: '13800000001',
  parentLi: '13800000002',
  doctorChen: '13900000001',
  doctorZhao: '13900000002',
  editor: '13700000001',
} as const;
export type DemoPersona = keyof typeof DEMO;

/** Signs a demo account in through the real calls and returns its token. */
export async function signIn(persona: DemoPersona, base?: string): Promise<string> {
  const phone = DEMO[persona];
  const sent = await api('POST', '/app-web2/auth/sms_code', { body: { phone }, base });
  const login = await api('POST', '/app-web2/auth/login', { body: { phone, code: sent.data.devCode }, base });
  return login.data.token as string;
}

/**
 * Signs in a new parent account (a phone of `prefix` and seven digits from the clock and chance), with a child
 * born on `birthDate`: a family of its own, so a journey changes none of the demo families.
 */
export async function newFamily(prefix: string, child: { name: string; sex: 'male' | 'female'; birthDate: string }) {
  const phone = `${prefix}${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`;
  const sent = await api('POST', '/app-web2/auth/sms_code', { body: { phone } });
  const login = await api('POST', '/app-web2/auth/login', { body: { phone, code: sent.data.devCode } });
  const token = login.data.token as string;
  const added = await api('POST', '/app-web2/family_members', { token, body: { ...child, relation: 'child' } });
  return { token, childId: added.data.familyMemberId as string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function api(method: string, path: string, options: { body?: unknown; token?: string; base?: string } = {}): Promise<any> {
  const res = await fetch(`${options.base ?? baseUrl()}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { token: options.token } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
