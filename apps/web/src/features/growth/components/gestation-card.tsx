import { useId, useState, type FormEvent } from 'react';
import type { GrowthBaseInfo } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useEditGestationalAge } from '../api/edit-gestational-age.ts';
import { checkGestationForm, weeksAndDays, type GestationFormValues, type GestationProblem } from '../utils/gestation.ts';
import styles from './growth.module.css';

function valuesOf(info: GrowthBaseInfo): GestationFormValues {
  const ga = info.gestationalAge !== null ? weeksAndDays(info.gestationalAge) : null;
  return {
    preterm: info.fullTermFlag === 0,
    weeks: ga ? String(ga.weeks) : '',
    days: ga ? String(ga.days) : '',
    fatherHeight: info.fatherHeight !== null ? String(info.fatherHeight) : '',
    motherHeight: info.motherHeight !== null ? String(info.motherHeight) : '',
  };
}

/** Birth (full term, or preterm weeks+days) and the parents' heights; the parent may change them. */
export function GestationCard({ info, editable }: { info: GrowthBaseInfo; editable: boolean }) {
  const { t } = useTranslation('growth');
  const [editing, setEditing] = useState(false);
  const ga = info.gestationalAge !== null ? weeksAndDays(info.gestationalAge) : null;
  const cm = (value: number) => `${value} ${t('unit.cm')}`;
  return (
    <section className={styles.card} aria-labelledby="gestation-title" data-testid="gestation-card">
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle} id="gestation-title">
          {t('gestation.title')}
        </h2>
        {editable && !editing ? (
          <button type="button" className={styles.linkButton} onClick={() => setEditing(true)} data-testid="gestation-edit">
            {t('gestation.edit')}
          </button>
        ) : null}
      </div>
      {editing ? (
        <GestationForm info={info} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className={styles.hint} data-testid="gestation-summary">
            {ga ? t('gestation.summaryPreterm', { value: t('gestation.weeksDays', ga) }) : t('gestation.summaryFullTerm')}
          </p>
          <p className={styles.hint}>
            {info.fatherHeight !== null && info.motherHeight !== null
              ? t('gestation.parents', { father: cm(info.fatherHeight), mother: cm(info.motherHeight) })
              : t('gestation.parentsUnknown')}
          </p>
        </>
      )}
    </section>
  );
}

function GestationForm({ info, onDone }: { info: GrowthBaseInfo; onDone: () => void }) {
  const { t } = useTranslation('growth');
  const ids = { weeks: useId(), days: useId(), father: useId(), mother: useId(), weeksError: useId() };
  const [values, setValues] = useState<GestationFormValues>(() => valuesOf(info));
  const [problems, setProblems] = useState<Partial<Record<keyof GestationFormValues, GestationProblem>>>({});
  const mutation = useEditGestationalAge();
  const set = (patch: Partial<GestationFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkGestationForm(info.growthId, values);
    setProblems(checked.problems);
    if (!checked.body) return;
    mutation.mutate(checked.body, { onSuccess: onDone });
  };

  const error = (field: keyof GestationFormValues, id?: string) =>
    problems[field] ? (
      <p className={fieldStyles.error} role="alert" id={id}>
        {t(`gestation.${problems[field]}`)}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="gestation-form">
      <fieldset className={fieldStyles.field} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend className={fieldStyles.label}>{t('gestation.typeLabel')}</legend>
        <div className={styles.modeSwitch} role="radiogroup">
          {([false, true] as const).map((preterm) => (
            <button
              key={String(preterm)}
              type="button"
              role="radio"
              aria-checked={values.preterm === preterm}
              className={styles.tab}
              onClick={() => set({ preterm })}
            >
              {t(preterm ? 'gestation.preterm' : 'gestation.fullTerm')}
            </button>
          ))}
        </div>
      </fieldset>
      {values.preterm ? (
        <div className={styles.inline}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={ids.weeks}>
              {t('gestation.weeks')}
            </label>
            <input
              id={ids.weeks}
              className={styles.input}
              inputMode="numeric"
              value={values.weeks}
              onChange={(e) => set({ weeks: e.target.value.replace(/\D/g, '') })}
              aria-invalid={problems.weeks ? true : undefined}
              aria-describedby={problems.weeks ? ids.weeksError : undefined}
              maxLength={2}
            />
          </div>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor={ids.days}>
              {t('gestation.days')}
            </label>
            <input
              id={ids.days}
              className={styles.input}
              inputMode="numeric"
              value={values.days}
              onChange={(e) => set({ days: e.target.value.replace(/\D/g, '') })}
              maxLength={1}
            />
          </div>
        </div>
      ) : null}
      {error('weeks', ids.weeksError)}
      <div className={styles.inline}>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={ids.father}>
            {t('gestation.fatherHeight')}
          </label>
          <input
            id={ids.father}
            className={styles.input}
            inputMode="decimal"
            placeholder={t('gestation.optional')}
            value={values.fatherHeight}
            onChange={(e) => set({ fatherHeight: e.target.value })}
            aria-invalid={problems.fatherHeight ? true : undefined}
          />
        </div>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={ids.mother}>
            {t('gestation.motherHeight')}
          </label>
          <input
            id={ids.mother}
            className={styles.input}
            inputMode="decimal"
            placeholder={t('gestation.optional')}
            value={values.motherHeight}
            onChange={(e) => set({ motherHeight: e.target.value })}
            aria-invalid={problems.motherHeight ? true : undefined}
          />
        </div>
      </div>
      {error('fatherHeight') ?? error('motherHeight')}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onDone}>
          {t('gestation.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={mutation.isPending}>
          {t('gestation.save')}
        </button>
      </div>
    </form>
  );
}
