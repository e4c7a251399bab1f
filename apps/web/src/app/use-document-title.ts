import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../lib/i18n/react.tsx';
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
