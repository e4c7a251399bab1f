import type { FamilyMember } from '@sprout/contracts';
import styles from '../../../components/layout/page.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';

/** Who the survey is answered for: one radio per family member. */
export function MemberChoice({
  members,
  chosenId,
  onChoose,
}: {
  members: readonly FamilyMember[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation('engagement');
  return (
    <fieldset className={`${styles.card}`} data-testid="member-choice">
      <legend className={styles.legend}>{t('survey.memberLabel')}</legend>
      <div className={styles.chips}>
        {members.map((m) => (
          <label key={m.familyMemberId} className={styles.chip}>
            <input
              type="radio"
              name="familyMember"
              value={m.familyMemberId}
              checked={m.familyMemberId === chosenId}
              onChange={() => onChoose(m.familyMemberId)}
            />
            {m.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
