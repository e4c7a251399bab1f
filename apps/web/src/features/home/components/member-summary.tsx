import { useTranslation } from 'react-i18next';
import type { FamilyMember } from '@sprout/contracts';
import { useFormatAge } from '../../../lib/format/age.ts';
import { localIsoDate } from '../../../lib/format/date.ts';
import styles from './home.module.css';

export function MemberSummary({ member }: { member: FamilyMember }) {
  const { t } = useTranslation('home');
  const formatAge = useFormatAge();

  return (
    <section className={styles.summary} data-testid="member-summary" aria-live="polite">
      <h2 className={styles.summaryName}>{member.name}</h2>
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
