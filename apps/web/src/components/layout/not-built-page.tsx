import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { isRouteHandle } from '../../lib/route-handle.ts';
import { StatusScreen } from '../feedback/status-screen.tsx';

/** The placeholder every route without its feature yet points to; the feature's issue replaces the route. */
export default function NotBuiltPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const titleKey = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.titleKey;
  const name = titleKey ? t(titleKey, { ns: 'titles' }) : pathname;

  return (
    <StatusScreen testId="not-built-page" title={t('notBuilt.title', { name })} description={t('notBuilt.description', { name })}>
      <p className="status-screen__meta">{t('notBuilt.path', { path: pathname })}</p>
      <Link className="button button--primary" to="/">
        {t('actions.backHome')}
      </Link>
    </StatusScreen>
  );
}
