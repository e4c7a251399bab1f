import { useState, type FormEvent } from 'react';
import { OPTIONAL_VACCINES, PROGRAMME_VACCINES, type VaccineCode } from '@sprout/clinical';
import type { FieldError, VaccinationInput } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { checkDoseForm, type DoseFormProblem, type DoseFormValues } from '../utils/dose-form.ts';
import { useDoseTexts } from './use-dose-texts.ts';
import styles from './vaccinations.module.css';

export interface DoseFormProps {
  /** The dose the parent tapped (vaccine and dose number fixed), or a free choice with this first value. */
  initial: { vaccine: VaccineCode; dose: number; fixed: boolean };
  birthDate: string;
  today: string;
  saving: boolean;
  /** What the server refused: field errors (400) and a sentence (409). */
  serverErrors: readonly FieldError[];
  serverMessage: string | null;
  /** The next dose number of a vaccine, for a free choice. */
  nextDose: (vaccine: VaccineCode) => number;
  onSubmit: (body: VaccinationInput) => void;
  onCancel: () => void;
}

type FieldName = 'vaccine' | 'dose' | 'date' | 'batch';

/** Date given (a date picker, today by default), batch number optional; vaccine and dose when not fixed. */
export function DoseForm({ initial, birthDate, today, saving, serverErrors, serverMessage, nextDose, onSubmit, onCancel }: DoseFormProps) {
  const { t } = useTranslation('vaccinations');
  const texts = useDoseTexts();
  const [values, setValues] = useState<DoseFormValues>({ vaccine: initial.vaccine, dose: String(initial.dose), date: today, batch: '' });
  const [problems, setProblems] = useState<DoseFormProblem[]>([]);
  const messageOf = (field: FieldName): string | null => {
    const problem = problems.find((p) => p.field === field);
    if (problem) return t(`form.${problem.key}`, 'max' in problem ? { max: problem.max } : {});
    return serverErrors.find((e) => e.field === field)?.message ?? null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkDoseForm(values, { birthDate, today });
    setProblems(result.problems);
    if (result.body) onSubmit(result.body);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="dose-form">
      <h2 className={styles.sectionTitle}>{initial.fixed ? texts.name(initial.vaccine, initial.dose) : t('form.title')}</h2>
      {initial.fixed ? null : (
        <Field label={t('form.vaccine')} error={messageOf('vaccine')} announce>
          {(control) => (
            <select
              {...control}
              className={fieldStyles.input}
              value={values.vaccine}
              onChange={(e) => {
                const vaccine = e.target.value as VaccineCode;
                setValues((v) => ({ ...v, vaccine, dose: String(nextDose(vaccine)) }));
              }}
              data-testid="field-vaccine"
            >
              <optgroup label={t('form.programme')}>
                {PROGRAMME_VACCINES.map((code) => (
                  <option key={code} value={code}>
                    {t(`vaccine.${code}`)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('form.optional')}>
                {OPTIONAL_VACCINES.map((code) => (
                  <option key={code} value={code}>
                    {t(`vaccine.${code}`)}
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Field>
      )}
      {initial.fixed ? null : (
        <Field label={t('form.dose')} error={messageOf('dose')} announce>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              inputMode="numeric"
              autoComplete="off"
              value={values.dose}
              onChange={(e) => setValues((v) => ({ ...v, dose: e.target.value }))}
              data-testid="field-dose"
            />
          )}
        </Field>
      )}
      <Field label={t('form.date')} error={messageOf('date')} announce>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type="date"
            min={birthDate}
            max={today}
            required
            value={values.date}
            onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
            data-testid="field-date"
          />
        )}
      </Field>
      <Field label={t('form.batch')} hint={t('form.batchHint')} error={messageOf('batch')} announce>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            autoComplete="off"
            value={values.batch}
            onChange={(e) => setValues((v) => ({ ...v, batch: e.target.value }))}
            data-testid="field-batch"
          />
        )}
      </Field>
      {serverMessage ? (
        <p className={fieldStyles.error} role="alert" data-testid="dose-form-error">
          {serverMessage}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <button type="button" className="button" onClick={onCancel} disabled={saving}>
          {t('form.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="dose-save">
          {saving ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
