import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { FamilyMember } from '@sprout/contracts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { MEMBER_FORM_PATH } from '../../../lib/member/resolve-member.ts';
import styles from './home.module.css';

interface MemberSwitcherProps {
  members: readonly FamilyMember[];
  chosenId: string | null;
  onChoose: (familyMemberId: string) => void;
}

/** One chip per family member, a radio group (arrow keys move between them); says so when there are none. */
export function MemberSwitcher({ members, chosenId, onChoose }: MemberSwitcherProps) {
  const { t } = useTranslation('home');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = members.findIndex((member) => member.familyMemberId === chosenId);
    const next = members[(index + step + members.length) % members.length];
    if (next) onChoose(next.familyMemberId);
  };

  return (
    <section aria-labelledby="member-switcher-title" data-testid="member-switcher">
      <h2 id="member-switcher-title" className={styles.sectionTitle}>
        {t('members.label')}
      </h2>
      {members.length === 0 ? (
        <div className={styles.message} data-testid="members-empty">
          <p>
            <strong>{t('members.empty')}</strong>
          </p>
          <p>{t('members.emptyHint')}</p>
          <Link className="button button--primary" to={MEMBER_FORM_PATH} data-testid="member-add">
            {t('members.add')}
          </Link>
        </div>
      ) : (
        // eslint-disable-next-line jsx-a11y-x/interactive-supports-focus -- a roving tabindex: the checked radio is the focus stop
        <div className={styles.switcher} role="radiogroup" aria-labelledby="member-switcher-title" onKeyDown={onKeyDown}>
          {members.map((member) => {
            const checked = member.familyMemberId === chosenId;
            return (
              <button
                key={member.familyMemberId}
                type="button"
                role="radio"
                aria-checked={checked}
                tabIndex={checked ? 0 : -1}
                className={styles.memberOption}
                onClick={() => onChoose(member.familyMemberId)}
              >
                {member.name}
              </button>
            );
          })}
          <Link
            className={styles.memberAdd}
            to={MEMBER_FORM_PATH}
            aria-label={t('members.add')}
            title={t('members.add')}
            data-testid="member-add"
          >
            +
          </Link>
        </div>
      )}
    </section>
  );
}
