import { useEffect, useRef } from 'react';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  message: string;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question on the browser's own <dialog> (focus kept inside, Esc cancels). antd-mobile's Dialog
 * would be lazily loaded here, but that import regroups the shared chunks and adds kilobytes to every route.
 */
export function ConfirmDialog({ message, confirmText, cancelText, onConfirm, onCancel }: ConfirmDialogProps) {
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
      aria-labelledby="eye-confirm-message"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      data-testid="confirm-dialog"
    >
      <p id="eye-confirm-message" className={styles.dialogMessage}>
        {message}
      </p>
      <div className={styles.dialogActions}>
        {/* A destructive question opens on its safe answer (WAI-ARIA's alert dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <button type="button" className="button" onClick={onCancel} autoFocus>
          {cancelText}
        </button>
        <button type="button" className={`button ${styles.dangerFilled}`} onClick={onConfirm} data-testid="confirm-ok">
          {confirmText}
        </button>
      </div>
    </dialog>
  );
}
