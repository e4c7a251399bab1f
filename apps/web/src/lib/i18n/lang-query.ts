import type { Language } from '@sprout/contracts';
import { isLanguage } from './locale.ts';

export const LANG_QUERY_PARAM = 'lang';

/** The `lang` query parameter when it names one of our languages (spec §5), else null. */
export function langFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get(LANG_QUERY_PARAM);
  return isLanguage(value) ? value : null;
}

/** Spec §2: switch only to zh-CN or en-US, and only when it differs from the language in use. */
export function languageToSwitchTo(search: string, current: Language): Language | null {
  const requested = langFromQuery(search);
  return requested && requested !== current ? requested : null;
}
