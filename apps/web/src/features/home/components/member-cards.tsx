import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { MEMBER_PAGES, memberPath } from '../utils/member-links.ts';
import { EyeCardBody, GrowthCardBody, VisitsCardBody } from './card-bodies.tsx';
import styles from './home.module.css';
import { MilestonesCardBody } from './milestones-card-body.tsx';
import { VaccinationsCardBody } from './vaccinations-card-body.tsx';
import vaccinationCard from './vaccinations-card.module.css';

const CARDS = [
  { key: 'growth', path: MEMBER_PAGES.growth, className: styles.cardGrowth, Body: GrowthCardBody },
  { key: 'eyeAxis', path: MEMBER_PAGES.eyeAxis, className: styles.cardEye, Body: EyeCardBody },
  { key: 'healthRecord', path: MEMBER_PAGES.healthRecord, className: styles.cardRecord, Body: VisitsCardBody },
  { key: 'vaccinations', path: MEMBER_PAGES.vaccinations, className: vaccinationCard.card, Body: VaccinationsCardBody },
  { key: 'milestones', path: MEMBER_PAGES.milestones, className: vaccinationCard.card, Body: MilestonesCardBody },
] as const satisfies readonly {
  key: string;
  path: string;
  className: string | undefined;
  Body: (props: { familyMemberId: string }) => ReactNode;
}[];

/**
 * The chosen member's latest growth, eyes, clinic visits, vaccinations due and milestones. Each card loads its own data and, when a call
 * fails or returns nothing, says "no records yet": the home page never shows an error for them.
 */
export function MemberCards({ familyMemberId }: { familyMemberId: string }) {
  const { t } = useTranslation('home');
  return (
    <ul className={styles.cards}>
      {CARDS.map(({ key, path, className, Body }) => (
        <li key={key}>
          <Link className={`${styles.card} ${className}`} to={memberPath(path, familyMemberId)} data-testid={`card-${key}`}>
            <span className={styles.cardBody}>
              <strong className={styles.cardTitle}>{t(`cards.${key}.title`)}</strong>
              <Body familyMemberId={familyMemberId} />
            </span>
            <span className={styles.cardAction} aria-hidden="true">
              {t('actions.open', { ns: 'common' })} ›
            </span>
          </Link>
        </li>
      ))}
      <li>
        <Link className={styles.cardLink} to={memberPath(MEMBER_PAGES.childView, familyMemberId)} data-testid="card-childView">
          {t('cards.childView')} ›
        </Link>
      </li>
    </ul>
  );
}
