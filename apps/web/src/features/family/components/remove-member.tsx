import { useEffect, useId, useRef, useState } from 'react';
import type { FamilyMember } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './member-form.module.css';

export interface RemoveMemberProps {
  member: FamilyMember;
  removing: boolean;
  /** Why the last try failed, in the user's language; null when it did not. */
  error: string | null;
  onConfirm: () => void;
}

/**
 * The member screen's way to remove a member (issue 29, 31): a button that names them, then a question that says
 * plainly what is erased, that it cannot be undone and what is kept. The browser's own <dialog> (focus kept
 * inside, Esc cancels): antd-mobile's Dialog would add its animation library to the screen.
 */
export function RemoveMember({ member, removing, error, onConfirm }: RemoveMemberProps) {
  const { t } = useTranslation('family');
  const baseId = useId();
  const [asking, setAsking] = useState(false);
  const name = member.name;
  return (
    <section className={`${styles.card} ${styles.removeCard}`} aria-labelledby={`${baseId}-title`} data-testid="member-remove">
      <h2 className={styles.cardTitle} id={`${baseId}-title`}>
        {t('remove.title')}
      </h2>
      <p className={fieldStyles.hint}>{t('remove.intro', { name })}</p>
      {error && !asking ? (
        <p className={fieldStyles.error} role="alert" data-testid="member-remove-error">
          {error}
        </p>
      ) : null}
      <button type="button" className={`button ${styles.danger}`} onClick={() => setAsking(true)} data-testid="member-remove-open">
        {t('remove.open', { name })}
      </button>
      {asking ? (
        <RemoveDialog
          titleId={`${baseId}-question`}
          name={name}
          removing={removing}
          error={error}
          onCancel={() => setAsking(false)}
          onConfirm={onConfirm}
        />
      ) : null}
    </section>
  );
}

interface RemoveDialogProps {
  titleId: string;
  name: string;
  removing: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

function RemoveDialog({ titleId, name, removing, error, onCancel, onConfirm }: RemoveDialogProps) {
  const { t } = useTranslation('family');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!removing) onCancel();
      }}
      data-testid="member-remove-dialog"
    >
      <h2 className={styles.dialogTitle} id={titleId}>
        {t('remove.question', { name })}
      </h2>
      <p className={styles.dialogText}>{t('remove.erased', { name })}</p>
      <p className={styles.dialogText}>{t('remove.kept')}</p>
      <p className={styles.dialogText}>
        <strong>{t('remove.final')}</strong>
      </p>
      {error ? (
        <p className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* A destructive question opens on its safe answer (WAI-ARIA's alert dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <button type="button" className="button" onClick={onCancel} disabled={removing} autoFocus>
          {t('actions.cancel')}
        </button>
        <button
          type="button"
          className={`button ${styles.dangerFilled}`}
          onClick={onConfirm}
          disabled={removing}
          data-testid="member-remove-confirm"
        >
          {removing ? t('remove.removing') : t('remove.confirm', { name })}
        </button>
      </div>
    </dialog>
  );
}
