import { useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { RoleGate } from '../../../components/layout/role-gate.tsx';
import { useLogout } from '../../../lib/auth/logout.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './editor.module.css';
import layoutStyles from './workspace-layout.module.css';

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
  { to: '/admin/media', key: 'media' },
  { to: '/admin/clinics', key: 'clinics' },
  { to: '/admin/doctors', key: 'doctors' },
  { to: '/admin/staff', key: 'staff' },
  { to: '/admin/leads', key: 'leads' },
  { to: '/admin/audit', key: 'audit' },
  { to: '/monitoring', key: 'monitoring' },
] as const;

/**
 * The workspace frame: navigation beside the page on a laptop; on a phone a bar with the current section and a
 * menu button that opens the links (not a block of links above every page). While it is shown the app shell drops
 * its phone width (html[data-workspace]); parents' pages never get this. Anyone but an editor gets the gate's page.
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
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuAt, setMenuAt] = useState(pathname);
  if (menuAt !== pathname) {
    // A link was followed: the phone menu closes on the new page.
    setMenuAt(pathname);
    setMenuOpen(false);
  }
  const linksId = useId();
  const current = SECTIONS.filter((s) => pathname === s.to || (!('end' in s) && pathname.startsWith(`${s.to}/`))).at(-1);
  useEffect(() => {
    document.documentElement.dataset.workspace = '';
    return () => {
      delete document.documentElement.dataset.workspace;
    };
  }, []);

  return (
    <RoleGate area="admin">
      <div className={layoutStyles.layout} data-testid="workspace">
        <nav className={layoutStyles.nav} aria-label={t('nav.label')}>
          <div className={layoutStyles.navBar}>
            <p className={layoutStyles.brand}>
              {t('nav.brand')}
              {current ? <span className={layoutStyles.navCurrent}> · {t(`nav.${current.key}`)}</span> : null}
            </p>
            <button
              type="button"
              className={`button ${layoutStyles.navMenu}`}
              aria-expanded={menuOpen}
              aria-controls={linksId}
              onClick={() => setMenuOpen((open) => !open)}
              data-testid="nav-menu"
            >
              {menuOpen ? t('nav.closeMenu') : t('nav.menu')}
            </button>
          </div>
          <div id={linksId} className={layoutStyles.navLinks} data-open={menuOpen || undefined}>
            {SECTIONS.map((section) => (
              <NavLink key={section.to} to={section.to} end={'end' in section} className={layoutStyles.navLink}>
                {t(`nav.${section.key}`)}
              </NavLink>
            ))}
            <div className={layoutStyles.navFoot}>
              <LanguageSwitch />
              <button type="button" className={styles.smallButton} onClick={() => logout.mutate()} disabled={logout.isPending}>
                {t('nav.signOut')}
              </button>
            </div>
          </div>
        </nav>
        <main className={layoutStyles.main}>
          <header className={layoutStyles.header}>
            <div>
              <h1 className={layoutStyles.title}>{title}</h1>
              {subtitle ? <p className={layoutStyles.subtitle}>{subtitle}</p> : null}
            </div>
            {actions ? <div className={styles.row}>{actions}</div> : null}
          </header>
          {children}
        </main>
      </div>
    </RoleGate>
  );
}
