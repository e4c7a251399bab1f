import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { isRouteHandle } from '../lib/route-handle.ts';

/** document.title from the deepest matched route's title, else the default (the brand name). */
export function useDocumentTitle(): void {
  const { t } = useTranslation('titles');
  const matches = useMatches();
  const titleKey = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;

  useEffect(() => {
    document.title = titleKey ? t(titleKey) : t('default');
  }, [titleKey, t]);
}
