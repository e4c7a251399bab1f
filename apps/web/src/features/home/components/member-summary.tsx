import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FamilyMember } from '@sprout/contracts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import { MEMBER_FORM_PATH } from '../../../lib/member/resolve-member.ts';
import styles from './home.module.css';

export function MemberSummary({ member }: { member: FamilyMember }) {
  const { t } = useTranslation('home');
  const formatAge = useFormatAge();

  return (
    <section className={styles.summary} data-testid="member-summary" aria-live="polite">
      <div className={styles.summaryHead}>
        <h2 className={styles.summaryName}>{member.name}</h2>
        <Link
          className={styles.summaryEdit}
          to={`${MEMBER_FORM_PATH}?${new URLSearchParams({ familyMemberId: member.familyMemberId }).toString()}`}
          aria-label={t('members.editLabel', { name: member.name })}
          data-testid="member-edit"
        >
          {t('members.edit')}
        </Link>
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
    </section>
  );
}
