import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a field's control must carry so that its label, hint and error are read with it. */
export interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** A line that helps before anything is typed; linked to the control, so it is read when the control is. */
  hint?: ReactNode;
  /** What is wrong with the value: marks the control invalid and is read as part of its description. */
  error?: ReactNode;
  /** The error line's test id (`error-${path}` in the editors). */
  errorTestId?: string;
  /** Says the error aloud when it appears (role="alert"), for forms that do not move focus to it. */
  announce?: boolean;
  className?: string;
  /** Draws the control (an input, select or textarea) with the ids and aria attributes it is handed. */
  children: (control: FieldControl) => ReactNode;
}

const joined = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * A labelled form field: the label names the control, and its hint and error are wired to it through
 * aria-describedby, so a screen reader says the error when focus lands on the field (the forms move focus to the
 * first field in error).
 */
export function Field({ label, hint, error, errorTestId, announce, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={joined(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': joined(hintId, errorId) || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error} data-testid={errorTestId} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The field's error line alone, for a group (a fieldset whose legend is its label) or a row of fields that share
 * one error: `id` for their aria-describedby, `announce` to say it aloud when it appears.
 */
export function FieldError({ error, testId, id, announce }: { error: ReactNode; testId?: string; id?: string; announce?: boolean }) {
  return error ? (
    <p id={id} className={styles.error} data-testid={testId} role={announce ? 'alert' : undefined}>
      {error}
    </p>
  ) : null;
}

/** A labelled select of a few named choices (a kind, a method), its value one of them. */
export function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: ReactNode;
  value: T;
  choices: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  testId?: string;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <select {...control} className={styles.input} value={value} onChange={(e) => onChange(e.target.value as T)} data-testid={testId}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled line of text with its length limit (a short note), the limit said in the hint. */
export function ShortTextField({
  label,
  hint,
  value,
  maxLength,
  onChange,
  testId,
}: {
  label: ReactNode;
  hint: ReactNode;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="text"
          maxLength={maxLength}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        />
      )}
    </Field>
  );
}
