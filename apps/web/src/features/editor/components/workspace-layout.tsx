import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useLogout } from '../../../lib/auth/logout.ts';
import styles from './editor.module.css';

/** Every section of the workspace, in the order the navigation lists them. */
export const SECTIONS = [
  { to: '/admin', key: 'home', end: true },
  { to: '/admin/content/article', key: 'articles' },
  { to: '/admin/forms/survey', key: 'surveys' },
  { to: '/admin/forms/questionnaire', key: 'questionnaires' },
  { to: '/admin/content/legal', key: 'legal' },
  { to: '/admin/content/drug', key: 'drugs' },
  { to: '/admin/advice', key: 'advice' },
  { to: '/admin/plans', key: 'plans' },
  { to: '/admin/activities', key: 'activities' },
  { to: '/admin/clinics', key: 'clinics' },
  { to: '/admin/doctors', key: 'doctors' },
  { to: '/admin/leads', key: 'leads' },
  { to: '/admin/audit', key: 'audit' },
  { to: '/monitoring', key: 'monitoring' },
] as const;

/**
 * The workspace frame: navigation beside the page on a laptop, above it on a phone. While it is shown the app
 * shell drops its phone width (html[data-workspace]); parents' pages never get this.
 */
export function WorkspaceLayout({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  const logout = useLogout();
  useEffect(() => {
    document.documentElement.dataset.workspace = '';
    return () => {
      delete document.documentElement.dataset.workspace;
    };
  }, []);

  return (
    <div className={styles.layout} data-testid="workspace">
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <p className={styles.brand}>{t('nav.brand')}</p>
        {SECTIONS.map((section) => (
          <NavLink key={section.to} to={section.to} end={'end' in section} className={styles.navLink}>
            {t(`nav.${section.key}`)}
          </NavLink>
        ))}
        <div className={styles.navFoot}>
          <LanguageSwitch />
          <button type="button" className={styles.smallButton} onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('nav.signOut')}
          </button>
        </div>
      </nav>
      <main className={styles.main}>
        <header className={styles.header}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions ? <div className={styles.row}>{actions}</div> : null}
        </header>
        {children}
      </main>
    </div>
  );
}
