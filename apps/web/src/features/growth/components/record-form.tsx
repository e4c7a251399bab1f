import { useState, type FormEvent } from 'react';
import type { FieldError } from '@sprout/contracts';
import { GROWTH_BOUNDS } from '@sprout/contracts/light';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { checkRecordForm, type FormProblems, type MeasureField, type RecordFormValues } from '../utils/record-form.ts';
import styles from './growth.module.css';

export interface RecordFormProps {
  initial: RecordFormValues;
  birthDate: string | null;
  today: string;
  saving: boolean;
  /** Field errors the server sent back (400), shown under their fields. */
  serverErrors: readonly FieldError[];
  onSubmit: (body: NonNullable<ReturnType<typeof checkRecordForm>['body']>) => void;
}

const MEASURES: ReadonlyArray<{ field: MeasureField; hint?: 'form.heightHint' }> = [
  { field: 'height', hint: 'form.heightHint' },
  { field: 'weight' },
  { field: 'headSize' },
];

/** Date, length/height, weight and head circumference, with the server's bounds checked as you type. */
export function RecordForm({ initial, birthDate, today, saving, serverErrors, onSubmit }: RecordFormProps) {
  const { t } = useTranslation('growth');
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const problems: FormProblems = checked ? checkRecordForm(values, { birthDate, today }).problems : {};
  const messageOf = (field: keyof RecordFormValues) => {
    if (problems[field]) return t(`form.${problems[field]}`, field === 'recordDate' ? {} : GROWTH_BOUNDS[field]);
    return serverErrors.find((e) => e.field === field)?.message ?? null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = checkRecordForm(values, { birthDate, today });
    if (result.body) onSubmit(result.body);
  };

  const field = (name: keyof RecordFormValues, label: string, input: React.InputHTMLAttributes<HTMLInputElement>, hint?: string) => (
    <Field label={label} hint={hint} error={messageOf(name)} announce>
      {(control) => (
        <input
          {...control}
          name={name}
          className={styles.input}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          {...input}
        />
      )}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="record-form">
      {field('recordDate', t('form.date'), { type: 'date', min: birthDate ?? undefined, max: today, required: true })}
      {MEASURES.map(({ field: name, hint }) => (
        <div key={name}>
          {field(
            name,
            t(`form.${name}`),
            { type: 'text', inputMode: 'decimal', autoComplete: 'off', placeholder: t('form.placeholder') },
            hint ? t(hint) : undefined,
          )}
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={saving} data-testid="record-save">
        {saving ? t('form.saving') : t('form.save')}
      </button>
    </form>
  );
}
