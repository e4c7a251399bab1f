import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@sprout/contracts';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Accept-Language headers already ranked: browsers send a handful of distinct ones, each on every request. */
const fromHeader = new Map<string, Language>();
const HEADERS_KEPT = 256;

/**
 * API.md: the `lang` query parameter if it is zh-CN or en-US, else Accept-Language, else zh-CN. Read from
 * the raw address: a route's query schema strips keys it does not declare, `lang` among them.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'url' | 'headers'>): Language {
  const query = req.url.indexOf('?');
  if (query >= 0 && req.url.includes('lang=', query)) {
    const lang = new URLSearchParams(req.url.slice(query)).get('lang');
    if (isLanguage(lang)) return lang;
  }
  const header = req.headers['accept-language'];
  if (typeof header !== 'string') return FALLBACK_LANGUAGE;
  let language = fromHeader.get(header);
  if (language === undefined) {
    if (fromHeader.size >= HEADERS_KEPT) fromHeader.clear();
    language = rankAcceptLanguage(header);
    fromHeader.set(header, language);
  }
  return language;
}

function rankAcceptLanguage(header: string): Language {
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return FALLBACK_LANGUAGE;
}
