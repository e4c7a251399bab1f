import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_PAGES, memberPath } from '../utils/member-links.ts';
import styles from './home.module.css';

type ShortcutKey = 'clinics' | 'articles' | 'faq' | 'advice' | 'membership';

export function Shortcuts({ familyMemberId }: { familyMemberId: string | null }) {
  const { t } = useTranslation('home');
  const links: { key: ShortcutKey; to: string }[] = [
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
            <Link className={styles.shortcut} to={link.to} data-testid={`shortcut-${link.key}`}>
              {t(`shortcuts.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
