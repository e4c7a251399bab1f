import type { Language } from '@sprout/contracts';

/** A demo campaign's text in both languages; each page of a campaign takes one. */
export type Texts = Record<Language, string>;
export const pick = (lang: Language) => (texts: Texts) => texts[lang];
/** The language's short tag, for slugs and image names. */
export const short = (lang: Language) => (lang === 'zh-CN' ? 'zh' : 'en');
