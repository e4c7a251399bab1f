import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { changeLanguage } from '../lib/i18n/change-language.ts';
import { currentLanguage } from '../lib/i18n/index.ts';
import { languageToSwitchTo } from '../lib/i18n/lang-query.ts';

/** Spec §2: on every route change, a `lang` of zh-CN or en-US other than the current language switches to it. */
export function useLangQuery(): void {
  const location = useLocation();
  useEffect(() => {
    const target = languageToSwitchTo(location.search, currentLanguage());
    if (target) void changeLanguage(target);
  }, [location]);
}
