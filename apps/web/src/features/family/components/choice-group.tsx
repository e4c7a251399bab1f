import fieldStyles from '../../../components/ui/field.module.css';
import styles from './member-form.module.css';

const joinedGroup = `${fieldStyles.field} ${styles.group}`;

interface ChoiceGroupProps<T extends string> {
  label: string;
  value: T | '';
  choices: readonly T[];
  labelOf: (choice: T) => string;
  onChange: (choice: T) => void;
  errorId?: string;
  name: string;
}

/** A row of labelled radio buttons, large enough to tap; wraps when the words are long (English). */
export function ChoiceGroup<T extends string>({ label, value, choices, labelOf, onChange, errorId, name }: ChoiceGroupProps<T>) {
  return (
    <fieldset className={joinedGroup} aria-describedby={errorId} data-testid={`member-${name}`}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.choices} role="radiogroup" aria-label={label}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={value === choice}
            className={styles.choice}
            onClick={() => onChange(choice)}
          >
            {labelOf(choice)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
