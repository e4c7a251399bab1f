import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { loginPath } from '../../../lib/auth/redirect.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { hasSession } from '../../../lib/session.ts';
import { useWeChatShare } from '../../../lib/wechat/use-wechat-share.ts';
import styles from '../components/landing.module.css';

const FEATURES = ['growth', 'eyes', 'advice', 'records'] as const;

/** /landing: the service for a parent who does not know it yet, with the way in and the membership offer. */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  const signedIn = hasSession();
  useWeChatShare({ title: t('headline'), description: t('lead') });

  return (
    <main className={styles.page} data-testid="landing-page">
      <div className={styles.top}>
        <span className={styles.brand}>{t('brand')}</span>
        <LanguageSwitch />
      </div>
      <section className={styles.hero}>
        <h1 className={styles.headline}>{t('headline')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <Link className={styles.cta} to={signedIn ? '/' : loginPath('/')} data-testid="landing-cta">
          {signedIn ? t('goHome') : t('signIn')}
        </Link>
      </section>
      <section aria-labelledby="landing-features">
        <h2 id="landing-features" className={styles.sectionTitle}>
          {t('featuresTitle')}
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature} className={styles.feature}>
              <h3>{t(`features.${feature}.title`)}</h3>
              <p>{t(`features.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.offer} aria-labelledby="landing-offer" data-testid="landing-offer">
        <h2 id="landing-offer">{t('membership.title')}</h2>
        <p>{t('membership.text')}</p>
        <Link className="button button--primary" to="/package">
          {t('membership.action')}
        </Link>
      </section>
      <section aria-labelledby="landing-learn">
        <h2 id="landing-learn" className={styles.sectionTitle}>
          {t('learn')}
        </h2>
        <ul className={styles.links}>
          <li>
            <Link to="/articles">{t('articles')}</Link>
          </li>
          <li>
            <Link to="/faq">{t('faq')}</Link>
          </li>
          <li>
            <Link to="/about">{t('about')}</Link>
          </li>
          <li>
            <Link to="/privatePolicy">{t('privacy')}</Link>
          </li>
          <li>
            <Link to="/agreement">{t('agreement')}</Link>
          </li>
        </ul>
      </section>
    </main>
  );
}
