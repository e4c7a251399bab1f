import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_HEADER, authCalls, chosenMemberKey, familyCalls, HEALTH_SITE, pickMember } from '@sprout/contracts';
import { readCookie, SESSION_COOKIE } from '../auth/session-cookie.ts';

/**
 * The first load of /health/#/…: the server never sees the hash, so a rendered page cannot hold the route. Instead
 * of the app's shell (170 KB of script before <Navigate> runs, 3.1 s on the phone profile), a page of a few hundred
 * bytes forwards at once with location.replace to the health advice, with the hash's query.
 *
 * An address that names nobody would make the advice page find the member first, in the browser (2.3 s). For a
 * signed-in parent the page names the member itself, as the app would (packages/contracts family-rules): the one
 * last chosen on this phone (the browser's storage, read by the script) if still in the family, else the first
 * child, else the first member. The advice page is then rendered by the server.
 *
 * Its one inline script is allowed by its hash in this page's content security policy, no other.
 */
export const HEALTH_SITE_PATHS: ReadonlySet<string> = new Set([HEALTH_SITE.path, `${HEALTH_SITE.path}/`]);

export interface HealthSiteAnswer {
  html: string;
  csp: string;
  /** The page names the parent's family members: for them alone. */
  personal: boolean;
}

/** The parent's family as the script needs it: whose choice to read, who may be chosen, who is the default. */
interface Family {
  accountId: string;
  memberIds: string[];
  fallbackId: string;
}

/** A value as a script literal that cannot close the <script> element it sits in. */
const literal = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function scriptFor(family: Family | null): string {
  const forward = `location.replace(${literal(HEALTH_SITE.home)}+q)`;
  const query = `var h=location.hash,i=h.indexOf('?'),q=i<0?'':h.slice(i);`;
  if (!family) return `${query}${forward}`;
  const pick = [
    `if(!q){var c=null;try{c=localStorage.getItem(${literal(chosenMemberKey(family.accountId))})}catch(e){}`,
    `if(${literal(family.memberIds)}.indexOf(c)<0)c=${literal(family.fallbackId)};`,
    `q='?familyMemberId='+encodeURIComponent(c)}`,
  ].join('');
  return `${query}${pick}${forward}`;
}

async function familyOf(app: FastifyInstance, token: string): Promise<Family | null> {
  const headers = { [AUTH_HEADER]: token };
  // Through the calls themselves, so their policy holds: a session that is not a parent's names nobody. The
  // two reads go side by side: this page is on the way to the first screen.
  const [me, list] = await Promise.all([
    app.inject({ method: 'GET', url: authCalls.me.path, headers }),
    app.inject({ method: 'GET', url: familyCalls.list.path, headers }),
  ]);
  if (me.statusCode !== 200 || list.statusCode !== 200) return null;
  const account = me.json<{ data: { id: string; role: string } }>().data;
  if (account.role !== 'parent') return null;
  const members = list.json<{ data: Array<{ familyMemberId: string; relation: string }> }>().data;
  const fallback = pickMember(members, null);
  return fallback ? { accountId: account.id, memberIds: members.map((m) => m.familyMemberId), fallbackId: fallback.familyMemberId } : null;
}

export async function healthSiteAnswer(app: FastifyInstance, req: FastifyRequest, pageCsp: string): Promise<HealthSiteAnswer> {
  const token = readCookie(req, SESSION_COOKIE);
  const family = token ? await familyOf(app, token) : null;
  const script = scriptFor(family);
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  return {
    html: `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><script>${script}</script></head><body><noscript><a href="${HEALTH_SITE.home}">健康建议 · Health advice</a></noscript></body></html>`,
    csp: pageCsp.replace("script-src 'self'", `script-src 'self' ${hash}`),
    personal: family !== null,
  };
}
