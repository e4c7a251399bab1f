import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './home.module.css';

export function HomeHeader() {
  const { t } = useTranslation('home');
  const me = useMe();
  const name = me.data?.name;

  return (
    <header className={styles.header}>
      <div className={styles.headerTop}>
        <h1 className={styles.greeting} data-testid="greeting">
          {name ? t('greeting', { name }) : t('greetingAnonymous')}
        </h1>
        <LanguageSwitch />
      </div>
      <p className={styles.subtitle}>{t('subtitle')}</p>
      {me.data ? (
        <Link to="/account/profile" className={styles.profileLink} data-testid="profile-link">
          {name ? t('profile') : t('setName')}
        </Link>
      ) : null}
    </header>
  );
}
