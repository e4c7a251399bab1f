import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_VACCINES, PROGRAMME_VACCINES, type VaccineCode } from '@sprout/clinical';
import type { FieldError, VaccinationInput } from '@sprout/contracts';
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

type Field = 'vaccine' | 'dose' | 'date' | 'batch';

/** Date given (a date picker, today by default), batch number optional; vaccine and dose when not fixed. */
export function DoseForm({ initial, birthDate, today, saving, serverErrors, serverMessage, nextDose, onSubmit, onCancel }: DoseFormProps) {
  const { t } = useTranslation('vaccinations');
  const texts = useDoseTexts();
  const baseId = useId();
  const [values, setValues] = useState<DoseFormValues>({ vaccine: initial.vaccine, dose: String(initial.dose), date: today, batch: '' });
  const [problems, setProblems] = useState<DoseFormProblem[]>([]);
  const id = (field: Field) => `${baseId}-${field}`;
  const messageOf = (field: Field): string | null => {
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

  const described = (field: Field, hint = false) =>
    [messageOf(field) ? `${id(field)}-error` : '', hint ? `${id(field)}-hint` : ''].join(' ').trim() || undefined;
  const error = (field: Field) =>
    messageOf(field) ? (
      <p className={styles.error} id={`${id(field)}-error`} role="alert">
        {messageOf(field)}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="dose-form">
      <h2 className={styles.sectionTitle}>{initial.fixed ? texts.name(initial.vaccine, initial.dose) : t('form.title')}</h2>
      {initial.fixed ? null : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id('vaccine')}>
            {t('form.vaccine')}
          </label>
          <select
            id={id('vaccine')}
            className={styles.input}
            value={values.vaccine}
            onChange={(e) => {
              const vaccine = e.target.value as VaccineCode;
              setValues((v) => ({ ...v, vaccine, dose: String(nextDose(vaccine)) }));
            }}
            aria-describedby={described('vaccine')}
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
          {error('vaccine')}
        </div>
      )}
      {initial.fixed ? null : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id('dose')}>
            {t('form.dose')}
          </label>
          <input
            id={id('dose')}
            className={styles.input}
            inputMode="numeric"
            autoComplete="off"
            value={values.dose}
            onChange={(e) => setValues((v) => ({ ...v, dose: e.target.value }))}
            aria-invalid={messageOf('dose') ? true : undefined}
            aria-describedby={described('dose')}
            data-testid="field-dose"
          />
          {error('dose')}
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('date')}>
          {t('form.date')}
        </label>
        <input
          id={id('date')}
          className={styles.input}
          type="date"
          min={birthDate}
          max={today}
          required
          value={values.date}
          onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
          aria-invalid={messageOf('date') ? true : undefined}
          aria-describedby={described('date')}
          data-testid="field-date"
        />
        {error('date')}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('batch')}>
          {t('form.batch')}
        </label>
        <input
          id={id('batch')}
          className={styles.input}
          autoComplete="off"
          value={values.batch}
          onChange={(e) => setValues((v) => ({ ...v, batch: e.target.value }))}
          aria-invalid={messageOf('batch') ? true : undefined}
          aria-describedby={described('batch', true)}
          data-testid="field-batch"
        />
        <p className={styles.hint} id={`${id('batch')}-hint`}>
          {t('form.batchHint')}
        </p>
        {error('batch')}
      </div>
      {serverMessage ? (
        <p className={styles.error} role="alert" data-testid="dose-form-error">
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
