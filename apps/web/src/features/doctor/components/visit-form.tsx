import { useTranslation } from '../../../lib/i18n/react.tsx';
import { emptyPrescription, type PrescriptionValues, type VisitValues } from '../utils/entry-forms.ts';
import styles from './doctor.module.css';
import { DrugPicker } from './drug-picker.tsx';
import { Field } from './fields.tsx';

export interface FormPartProps<T> {
  values: T;
  set: (update: (v: T) => T) => void;
  problem: (path: string) => string | null;
  bounds: { birthDate: string; today: string };
  /** The child the entry is for (a report's attachments are uploaded for it). */
  familyMemberId: string;
}

/** A visit's medical record and its prescriptions, each drug chosen from the catalogue. */
export function VisitFields({ values, set, problem, bounds }: FormPartProps<VisitValues>) {
  const { t } = useTranslation('doctor');
  const text = (key: 'department' | 'chiefComplaint' | 'presentIllness' | 'examination' | 'diagnosis' | 'advice', multiline = true) => (
    <Field
      label={t(`form.${key}`)}
      value={values[key]}
      onChange={(v) => set((f) => ({ ...f, [key]: v }))}
      error={problem(key)}
      multiline={multiline}
      testId={`field-${key}`}
    />
  );
  const setRx = (i: number, patch: Partial<PrescriptionValues>) =>
    set((f) => ({ ...f, prescriptions: f.prescriptions.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  return (
    <>
      <div className={styles.row2}>
        <Field
          label={t('form.visitDate')}
          type="date"
          value={values.visitDate}
          max={bounds.today}
          min={bounds.birthDate}
          onChange={(v) => set((f) => ({ ...f, visitDate: v }))}
          error={problem('visitDate')}
          testId="field-visitDate"
        />
        {text('department', false)}
      </div>
      {text('chiefComplaint')}
      {text('presentIllness')}
      {text('examination')}
      {text('diagnosis')}
      {text('advice')}
      <fieldset className={styles.fieldset} data-testid="prescriptions">
        <legend className={styles.legend}>{t('form.prescriptions')}</legend>
        {values.prescriptions.map((rx, i) => (
          <div key={i} className={styles.fieldset} data-testid={`prescription-${i}`}>
            {rx.productCode ? (
              <p className={styles.meta} data-testid={`prescription-${i}-chosen`}>
                {t('form.drugChosen', { name: rx.drugName, code: rx.productCode })}{' '}
                <button type="button" className={styles.linkButton} onClick={() => setRx(i, { productCode: '', drugName: '' })}>
                  {t('form.changeDrug')}
                </button>
              </p>
            ) : (
              <DrugPicker
                testId={`prescription-${i}-drug`}
                error={problem(`prescriptions.${i}.productCode`)}
                onPick={(drug) => setRx(i, { productCode: drug.productCode, drugName: drug.name })}
              />
            )}
            <Field
              label={t('form.dosage')}
              value={rx.dosage}
              onChange={(v) => setRx(i, { dosage: v })}
              error={problem(`prescriptions.${i}.dosage`)}
              testId={`prescription-${i}-dosage`}
            />
            <div className={styles.row2}>
              <Field
                label={t('form.quantity')}
                value={rx.quantity}
                onChange={(v) => setRx(i, { quantity: v })}
                error={problem(`prescriptions.${i}.quantity`)}
              />
              <Field
                label={t('form.durationDays')}
                inputMode="numeric"
                value={rx.durationDays}
                onChange={(v) => setRx(i, { durationDays: v })}
                error={problem(`prescriptions.${i}.durationDays`)}
                testId={`prescription-${i}-days`}
              />
            </div>
            <button
              type="button"
              className="button"
              onClick={() => set((f) => ({ ...f, prescriptions: f.prescriptions.filter((_, j) => j !== i) }))}
            >
              {t('form.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button"
          onClick={() => set((f) => ({ ...f, prescriptions: [...f.prescriptions, emptyPrescription()] }))}
          data-testid="add-prescription"
        >
          {t('form.addPrescription')}
        </button>
      </fieldset>
    </>
  );
}
