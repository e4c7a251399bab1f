import { Link, useNavigate, useSearchParams } from 'react-router';
import { StatusScreen } from '../../../components/feedback/status-screen.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';

/**
 * Where a failed call of the REDIRECT show type lands (spec §8), with `errorCode` and `errorMessage` in
 * the query. Both are shown as plain text: the address can be crafted by anyone.
 */
export default function ExceptionPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('errorCode');
  const message = params.get('errorMessage') || t('fallback');

  return (
    <StatusScreen testId="exception-page" title={t('exception.title')} description={message}>
      <p className="status-screen__meta">{t('exception.code', { code: code || t('exception.unknownCode') })}</p>
      <Link className="button button--primary" to="/">
        {t('actions.backHome', { ns: 'common' })}
      </Link>
      <button type="button" className="button" onClick={() => void navigate(-1)}>
        {t('actions.goBack', { ns: 'common' })}
      </button>
    </StatusScreen>
  );
}
