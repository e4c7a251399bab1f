import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { landingAfterSignIn, REDIRECT_PARAM, safeRedirectTarget } from '../../../lib/auth/redirect.ts';
import { Trans, useTranslation } from '../../../lib/i18n/react.tsx';
import { LoginForm } from '../components/login-form.tsx';
import styles from './login-page.module.css';

/** Standalone sign-in: phone number and a one-time code; then back where the user was going. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirectTarget(params.get(REDIRECT_PARAM));

  return (
    <main className={styles.page} data-testid="login-page">
      <div className={styles.top}>
        <LanguageSwitch />
      </div>
      <header>
        <h1 className={styles.heading}>{t('heading')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <LoginForm
        // A doctor or an editor going nowhere in particular lands on their workspace, not on the parents' home.
        onSignedIn={(account) => void navigate(landingAfterSignIn(account.role, target), { replace: true })}
      />
      <p className={styles.agreement}>
        <Trans text={t('agreement')} components={{ agreement: <Link to="/agreement" />, privacy: <Link to="/privatePolicy" /> }} />
      </p>
    </main>
  );
}
