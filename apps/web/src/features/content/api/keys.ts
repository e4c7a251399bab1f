import type { Language } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';

/**
 * Content comes from the server in the request language, so the language is part of every key: switching
 * language never shows the other language's cached text.
 */
export const contentKeys = {
  all: ['content'] as const,
  lang: (lang: Language = currentLanguage()) => [...contentKeys.all, lang] as const,
  articles: (page: { start: number; limit: number }) => [...contentKeys.lang(), 'articles', page] as const,
  article: (id: string) => [...contentKeys.lang(), 'article', id] as const,
  faqCategories: () => [...contentKeys.lang(), 'faq', 'categories'] as const,
  faqItems: (query: { categoryId?: string; q?: string }) => [...contentKeys.lang(), 'faq', 'items', query] as const,
  faqItem: (id: string) => [...contentKeys.lang(), 'faq', 'item', id] as const,
  drug: (productCode: string) => [...contentKeys.lang(), 'drug', productCode] as const,
  legal: (key: string) => [...contentKeys.lang(), 'legal', key] as const,
};

/** Sent with every content call (API.md: `lang` picks the response language). */
export const langQuery = () => ({ lang: currentLanguage() });
