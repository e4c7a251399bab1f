import { useState, type FormEvent } from 'react';
import { EYE_TREATMENTS } from '@sprout/clinical';
import { EYE_MEASUREMENT_FIELDS, EYE_SIDES, type EyeExamInputBody, type EyeSide, type FieldError } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import {
  FIELD_LIMITS,
  FIELD_UNITS,
  SIGNED_FIELDS,
  validateExamForm,
  type ExamFormValues,
  type FormProblem,
  type MeasurementField,
} from '../utils/exam-form.ts';
import styles from './eye-axis.module.css';

export interface ExamFormProps {
  initial: ExamFormValues;
  mode: 'add' | 'edit';
  birthDate: string;
  today: string;
  saving: boolean;
  /** Field errors the server sent back for the last attempt (400 VALIDATION). */
  serverErrors: FieldError[];
  onSubmit: (body: EyeExamInputBody) => void;
  onCancel: () => void;
}

/** Add or edit one exam: date, treatment, device, notes, and each eye's measurements with their bounds. */
export function ExamForm({ initial, mode, birthDate, today, saving, serverErrors, onSubmit, onCancel }: ExamFormProps) {
  const { t } = useTranslation('eyeAxis');
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Record<string, FormProblem>>({});

  const problemText = (path: string): string | null => {
    const local = problems[path];
    if (local) return t(`form.errors.${local.key}`, local.params ?? {});
    return serverErrors.find((e) => e.field === path)?.message ?? null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateExamForm(form, { birthDate, today });
    setProblems(result.problems);
    if (result.body) onSubmit(result.body);
  };

  const setEye = (side: EyeSide, field: MeasurementField, value: string) =>
    setForm((f) => ({ ...f, [side]: { ...f[side], [field]: value } }));

  const text = (path: 'examDate' | 'device' | 'notes', type: 'date' | 'text') => (
    <Field label={t(`form.${path}`)} error={problemText(path)}>
      {(control) => (
        <input
          {...control}
          className={fieldStyles.input}
          type={type}
          value={form[path]}
          max={type === 'date' ? today : undefined}
          min={type === 'date' ? birthDate : undefined}
          onChange={(e) => setForm((f) => ({ ...f, [path]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="exam-form">
      <h2 className={styles.sectionTitle}>{t(mode === 'add' ? 'form.titleAdd' : 'form.titleEdit')}</h2>
      <div className={styles.grid}>
        {text('examDate', 'date')}
        <Field label={t('form.treatment')}>
          {(control) => (
            <select
              {...control}
              className={fieldStyles.input}
              value={form.treatment}
              onChange={(e) => setForm((f) => ({ ...f, treatment: e.target.value as ExamFormValues['treatment'] }))}
            >
              {EYE_TREATMENTS.map((key) => (
                <option key={key} value={key}>
                  {t(`treatment.${key}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {EYE_SIDES.map((side) => (
        <fieldset key={side} className={styles.fieldset}>
          <legend>
            {t(`eye.${side}`)} {t(side === 'right' ? 'eye.rightShort' : 'eye.leftShort')}
          </legend>
          <div className={styles.grid}>
            {EYE_MEASUREMENT_FIELDS.map((field) => {
              const path = `${side}.${field}`;
              const unit = FIELD_UNITS[field];
              const range = FIELD_LIMITS[field];
              return (
                <Field
                  key={field}
                  label={`${t(`fields.${field}`)}${unit ? ` (${t(`units.${unit}`, { value: '' }).trim()})` : ''}`}
                  hint={t('form.range', { min: range.min, max: range.max })}
                  error={problemText(path)}
                >
                  {(control) => (
                    <input
                      {...control}
                      className={fieldStyles.input}
                      type="text"
                      inputMode={SIGNED_FIELDS.has(field) ? 'text' : 'decimal'}
                      autoComplete="off"
                      value={form[side][field]}
                      onChange={(e) => setEye(side, field, e.target.value)}
                      data-testid={`field-${side}-${field}`}
                    />
                  )}
                </Field>
              );
            })}
          </div>
        </fieldset>
      ))}
      {text('device', 'text')}
      {text('notes', 'text')}
      {problemText('form') || problemText('right') ? (
        <p className={styles.error} role="alert">
          {problemText('form') ?? problemText('right')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="exam-save">
          {saving ? t('form.saving') : t('form.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
