import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { relatedSites } from '../../../lib/request/build-flags.ts';
import { MEMBER_PAGES, memberPath } from '../utils/member-links.ts';
import styles from './home.module.css';

type ShortcutKey = 'clinics' | 'articles' | 'faq' | 'advice' | 'membership' | 'health' | 'appointment';

export function Shortcuts({ familyMemberId }: { familyMemberId: string | null }) {
  const { t } = useTranslation('home');
  const sites = relatedSites();
  // The related sites of spec §1 may live on another host: plain links, a full page load.
  const links: { key: ShortcutKey; to: string; site?: boolean }[] = [
    { key: 'health', to: sites.health, site: true },
    { key: 'appointment', to: sites.appointment, site: true },
    { key: 'clinics', to: '/clinics' },
    { key: 'articles', to: '/articles' },
    { key: 'faq', to: '/faq' },
  ];
  // Advice is about one member, so it needs one.
  if (familyMemberId) links.push({ key: 'advice', to: memberPath(MEMBER_PAGES.advice, familyMemberId) });
  links.push({ key: 'membership', to: '/package' });

  return (
    <section aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className={styles.sectionTitle}>
        {t('shortcuts.title')}
      </h2>
      <ul className={styles.shortcuts}>
        {links.map((link) => (
          <li key={link.key}>
            {link.site ? (
              <a className={styles.shortcut} href={link.to} data-testid={`shortcut-${link.key}`}>
                {t(`shortcuts.${link.key}`)}
              </a>
            ) : (
              <Link className={styles.shortcut} to={link.to} data-testid={`shortcut-${link.key}`}>
                {t(`shortcuts.${link.key}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
