/** Two years, subdomains included (production over https only). */
export const HSTS = 'max-age=63072000; includeSubDomains';

const EVERY_ANSWER = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
});
const OVER_HTTPS_IN_PRODUCTION = Object.freeze({ ...EVERY_ANSWER, 'strict-transport-security': HSTS });

/**
 * The headers every answer of the server carries (app.ts's last onSend hook, the router's refusals): in
 * production over TLS (directly, or X-Forwarded-Proto from a trusted proxy), browsers are also told to stay on
 * https.
 */
export function securityHeaders(production: boolean, protocol: string | undefined): Readonly<Record<string, string>> {
  return production && protocol === 'https' ? OVER_HTTPS_IN_PRODUCTION : EVERY_ANSWER;
}
