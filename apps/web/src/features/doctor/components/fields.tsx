import { useId } from 'react';
import styles from './doctor.module.css';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: 'text' | 'date' | 'number';
  multiline?: boolean;
  testId?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  max?: string;
  min?: string;
}

/** A labelled input or textarea with its own error line, tied to it for screen readers. */
export function Field({ label, value, onChange, error, type = 'text', multiline = false, testId, inputMode, max, min }: FieldProps) {
  const id = useId();
  const common = {
    id,
    value,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
    'data-testid': testId,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} className={styles.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          className={styles.input}
          type={type}
          inputMode={inputMode}
          max={max}
          min={min}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
