import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEMBER_PAGES, memberPath } from '../utils/member-links.ts';
import styles from './home.module.css';

const CARDS = [
  { key: 'growth', path: MEMBER_PAGES.growth, className: styles.cardGrowth },
  { key: 'eyeAxis', path: MEMBER_PAGES.eyeAxis, className: styles.cardEye },
  { key: 'healthRecord', path: MEMBER_PAGES.healthRecord, className: styles.cardRecord },
] as const;

/** The chosen member's growth, eyes and health record. Later issues add the latest values to each card. */
export function MemberCards({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  return (
    <ul className={styles.cards}>
      {CARDS.map((card) => (
        <li key={card.key}>
          <Link
            className={`${styles.card} ${card.className}`}
            to={memberPath(card.path, familyMemberId)}
            data-testid={`card-${card.key}`}
          >
            <span className={styles.cardBody}>
              <strong className={styles.cardTitle}>{t(`cards.${card.key}.title`)}</strong>
              <span className={styles.cardDescription}>{t(`cards.${card.key}.description`)}</span>
            </span>
            <span className={styles.cardAction} aria-hidden="true">
              {t('actions.open', { ns: 'common' })} ›
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
