import type { FormEvent, ReactNode } from 'react';
import styles from './editor-shell.module.css';

interface EditorShellProps {
  testId: string;
  onSubmit: (event: FormEvent) => void;
  /** Whether a field is in error: the form then says so at its top, aloud, over the errors by each field. */
  hasErrors: boolean;
  texts: { fixErrors: string; submit: string; unsaved?: string };
  saving: boolean;
  /** Typed work not saved yet: said beside the save button. */
  dirty?: boolean;
  /** More beside the save button (the public page's link). */
  actions?: ReactNode;
  /** What stands beside the form on a laptop and under it on a phone: previews, versions. */
  aside?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The editors' form: the fields in a card with the errors' summary on top and the save row under them, and beside
 * it (under it on a phone) the previews and versions. One column never grows past the screen for a row that
 * cannot wrap (its previews scroll instead).
 */
export function EditorShell({ testId, onSubmit, hasErrors, texts, saving, dirty, actions, aside, children }: EditorShellProps) {
  const form = (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid={testId}>
      {hasErrors ? <FormError>{texts.fixErrors}</FormError> : null}
      {children}
      <div className={styles.row}>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="save">
          {texts.submit}
        </button>
        {dirty && texts.unsaved ? <span className={styles.muted}>{texts.unsaved}</span> : null}
        {actions}
      </div>
    </form>
  );
  if (!aside) return form;
  return (
    <div className={styles.grid}>
      {form}
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}

/** A form's failure as a whole (fix the fields below, the server refused), said at once. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.error} data-testid="form-error">
      {children}
    </p>
  );
}
