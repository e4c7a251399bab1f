import fieldStyles from '../../../components/ui/field.module.css';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import styles from '../components/editor.module.css';

/** One thing an editor picks by name where the page schema stores its id (a doctor, a clinic). */
export interface Choice {
  value: string;
  label: string;
}

interface ChoiceProps {
  label: string;
  path: string;
  choices: Choice[];
  error: string | undefined;
  /** The label of an id the list does not hold (a doctor since removed). */
  unknownLabel: string;
  unsetLabel: string;
}

/** One id picked from a list by name (`doctorId`, `clinicId`); an id the list lacks stays shown as such. */
export function ChoiceSelect({
  label,
  path,
  choices,
  error,
  unknownLabel,
  unsetLabel,
  value,
  required,
  onChange,
}: ChoiceProps & { value: unknown; required: boolean; onChange: (next: string | undefined) => void }) {
  const current = typeof value === 'string' ? value : '';
  const known = current === '' || choices.some((c) => c.value === current);
  return (
    <Field label={label} error={error} errorTestId={`error-${path}`}>
      {(control) => (
        <select
          {...control}
          className={fieldStyles.input}
          value={current}
          onChange={(e) => onChange(e.target.value || undefined)}
          data-path={path}
        >
          {required && current !== '' ? null : <option value="">{unsetLabel}</option>}
          {known ? null : <option value={current}>{unknownLabel}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Several ids picked by name (a doctor list's doctors), in the order they were ticked, at most `max`. */
export function ChoiceChecklist({
  label,
  path,
  choices,
  error,
  unknownLabel,
  value,
  max,
  onChange,
}: Omit<ChoiceProps, 'unsetLabel'> & { value: unknown; max: number | undefined; onChange: (next: string[]) => void }) {
  const picked = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const unknown = picked.filter((v) => !choices.some((c) => c.value === v));
  const full = max !== undefined && picked.length >= max;
  const toggle = (id: string, on: boolean) => onChange(on ? [...picked, id] : picked.filter((v) => v !== id));
  return (
    <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined} data-path={path}>
      <legend className={styles.legend}>{label}</legend>
      <FieldError error={error} testId={`error-${path}`} />
      {[...choices, ...unknown.map((v) => ({ value: v, label: unknownLabel }))].map((c) => {
        const on = picked.includes(c.value);
        return (
          <label key={c.value} className={styles.row} style={{ minHeight: 'var(--tap-target)', flexWrap: 'nowrap' }}>
            <input
              type="checkbox"
              checked={on}
              disabled={!on && full}
              onChange={(e) => toggle(c.value, e.target.checked)}
              style={{ width: 22, height: 22, flex: 'none' }}
              data-choice={c.value}
            />
            <span>{c.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
