import { Link } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';

/** An unknown questionnaire code or result id: say so plainly, with a way home. */
export function NotFoundState({ kind, testId }: { kind: 'questionnaire' | 'result'; testId: string }) {
  const { t } = useTranslation('engagement');
  return (
    <StatusScreen testId={testId} title={t(`${kind}.notFoundTitle`)} description={t(`${kind}.notFoundDescription`)}>
      <Link className="button button--primary" to="/">
        {t('actions.backHome', { ns: 'common' })}
      </Link>
    </StatusScreen>
  );
}
