import type { FastifyRequest } from 'fastify';

/**
 * The session as an HttpOnly cookie beside the spec's `token` header (docs/decisions/0005-server-rendering.md):
 * set by the sign-in (and by an embedded entry whose token is valid), so that the first request of a page, which
 * carries no header, can be rendered on the server with the owner's data. It is read only for that page render,
 * never to authorise an API call: the API stays header-only, so no cross-site request can use it (no CSRF).
 */
export const SESSION_COOKIE = 'sprout_session';

export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** One cookie's value from the Cookie header, or null. */
export function readCookie(req: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}
