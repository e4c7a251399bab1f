import { Link } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';

/** Any address no route matches. */
export default function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen testId="not-found" title={t('notFound.title')} description={t('notFound.description')}>
      <Link className="button button--primary" to="/">
        {t('actions.backHome', { ns: 'common' })}
      </Link>
    </StatusScreen>
  );
}
