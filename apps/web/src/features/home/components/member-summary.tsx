import { Link } from 'react-router';
import type { FamilyMember } from '@sprout/contracts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { MEMBER_FORM_PATH } from '../../../lib/member/resolve-member.ts';
import styles from './home.module.css';
import people from './people.module.css';

export function MemberSummary({ member }: { member: FamilyMember }) {
  const { t } = useTranslation('home');
  const formatAge = useFormatAge();
  // A caregiver (issue 34) views and measures: the member's details and its people are the guardians'.
  const caregiver = member.access === 'caregiver';
  const query = new URLSearchParams({ familyMemberId: member.familyMemberId }).toString();

  return (
    <section className={styles.summary} data-testid="member-summary" aria-live="polite">
      <div className={styles.summaryHead}>
        <h2 className={styles.summaryName}>{member.name}</h2>
        {caregiver ? null : (
          <Link
            className={styles.summaryEdit}
            to={`${MEMBER_FORM_PATH}?${query}`}
            aria-label={t('members.editLabel', { name: member.name })}
            data-testid="member-edit"
          >
            {t('members.edit')}
          </Link>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('member.sex')}</dt>
          <dd>{t(`sex.${member.sex}`)}</dd>
        </div>
        <div>
          <dt>{t('member.age')}</dt>
          <dd data-testid="member-age">{formatAge.age(member.birthDate, localIsoDate())}</dd>
        </div>
        <div>
          <dt>{t('member.relation')}</dt>
          <dd>{t(`relation.${member.relation}`)}</dd>
        </div>
      </dl>
      {caregiver ? (
        <p className={people.badge} data-testid="caregiver-badge">
          {t('people.caregiverBadge')}
        </p>
      ) : (
        <Link className={people.peopleLink} to={`/family/people?${query}`} data-testid="people-link">
          {t('people.link')}
          <span>{t('people.linkHint')}</span>
        </Link>
      )}
    </section>
  );
}
