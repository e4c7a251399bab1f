import type { ReactNode } from 'react';
import styles from './contact-form.module.css';

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  /** Renders the control with the ids it must point to. */
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}

/** A labelled form row with its hint and message wired to the control by aria-describedby. */
export function Field({ id, label, required, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(describedBy, error ? true : undefined)}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`error-${id}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
