import type { FastifyRequest } from 'fastify';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@sprout/contracts';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `lang` from the address itself: a route's querystring schema strips keys it does not declare from `req.query`. */
function langFromUrl(url: string | undefined): string | null {
  const search = url?.split('?')[1];
  return search ? new URLSearchParams(search.split('#')[0]).get('lang') : null;
}

/** API.md: the `lang` query parameter if it is zh-CN or en-US, else Accept-Language, else zh-CN. */
export function requestLanguage(req: Pick<FastifyRequest, 'query' | 'headers'> & { url?: string }): Language {
  const query = req.query as Record<string, unknown> | undefined;
  if (query && isLanguage(query.lang)) return query.lang;
  const fromUrl = langFromUrl(req.url);
  if (isLanguage(fromUrl)) return fromUrl;
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
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
  }
  return FALLBACK_LANGUAGE;
}
