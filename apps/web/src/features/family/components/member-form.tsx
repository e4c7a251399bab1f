import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { FieldError as ServerFieldError } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import {
  asksBirthDetails,
  checkMemberForm,
  NAME_MAX,
  RELATION_CHOICES,
  SEX_CHOICES,
  type MemberField,
  type MemberFormValues,
} from '../utils/member-form.ts';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './member-form.module.css';

export interface MemberFormProps {
  initial: MemberFormValues;
  today: string;
  saving: boolean;
  /** Field errors the server sent back (400), shown under their fields. */
  serverErrors: readonly ServerFieldError[];
  onSubmit: (checked: NonNullable<ReturnType<typeof checkMemberForm>>) => void;
  onCancel: () => void;
}

/** Name, sex, birth date and relation; for a child also the gestation at birth and the parents' heights. */
export function MemberForm({ initial, today, saving, serverErrors, onSubmit, onCancel }: MemberFormProps) {
  const { t } = useTranslation('family');
  const baseId = useId();
  const [values, setValues] = useState(initial);
  const [checked, setChecked] = useState(false);
  const problems = checked ? checkMemberForm(values, today).problems : {};
  const set = (patch: Partial<MemberFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const idOf = (field: MemberField) => `${baseId}-${field}`;
  const errorId = (field: MemberField) => `${idOf(field)}-error`;
  const messageOf = (field: MemberField) => {
    const problem = problems[field];
    if (problem) return t(`errors.${problem}`);
    return serverErrors.find((e) => e.field === field || (field === 'weeks' && e.field === 'gestationalAge'))?.message ?? null;
  };
  const error = (field: MemberField) => <FieldError id={errorId(field)} error={messageOf(field)} announce />;

  // `ownError` false: the message goes under the whole row (weeks and days share one), described by `props`.
  const input = (field: MemberField, label: string, props: InputHTMLAttributes<HTMLInputElement>, ownError = true) => (
    <Field label={label} error={ownError ? messageOf(field) : null} announce>
      {(control) => (
        <input
          {...control}
          name={field}
          className={fieldStyles.input}
          value={String(values[field])}
          onChange={(e) => set({ [field]: e.target.value })}
          aria-invalid={control['aria-invalid'] ?? (messageOf(field) ? true : undefined)}
          {...props}
        />
      )}
    </Field>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = checkMemberForm(values, today);
    if (result.member) onSubmit(result);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="member-form">
      <section className={styles.card} aria-labelledby={`${baseId}-basic`}>
        <h2 className={styles.cardTitle} id={`${baseId}-basic`}>
          {t('sections.basic')}
        </h2>
        {input('name', t('fields.name'), { autoComplete: 'off', maxLength: NAME_MAX + 10 })}
        <div>
          <ChoiceGroup
            name="sex"
            label={t('fields.sex')}
            value={values.sex}
            choices={SEX_CHOICES}
            labelOf={(sex) => t(`sex.${sex}`)}
            onChange={(sex) => set({ sex })}
            errorId={messageOf('sex') ? errorId('sex') : undefined}
          />
          {error('sex')}
        </div>
        {input('birthDate', t('fields.birthDate'), { type: 'date', max: today })}
        <ChoiceGroup
          name="relation"
          label={t('fields.relation')}
          value={values.relation}
          choices={RELATION_CHOICES}
          labelOf={(relation) => t(`relation.${relation}`)}
          onChange={(relation) => set({ relation })}
        />
      </section>
      {asksBirthDetails(values) ? (
        <section className={styles.card} aria-labelledby={`${baseId}-birth`} data-testid="member-birth">
          <h2 className={styles.cardTitle} id={`${baseId}-birth`}>
            {t('sections.birth')}
          </h2>
          <ChoiceGroup
            name="term"
            label={t('fields.term')}
            value={values.preterm ? 'preterm' : 'fullTerm'}
            choices={['fullTerm', 'preterm'] as const}
            labelOf={(term) => t(`term.${term}`)}
            onChange={(term) => set({ preterm: term === 'preterm' })}
          />
          {values.preterm ? (
            <>
              <div className={styles.inline}>
                {input(
                  'weeks',
                  t('fields.weeks'),
                  { inputMode: 'numeric', maxLength: 2, 'aria-describedby': messageOf('weeks') ? errorId('weeks') : undefined },
                  false,
                )}
                {input(
                  'days',
                  t('fields.days'),
                  { inputMode: 'numeric', maxLength: 1, 'aria-describedby': messageOf('weeks') ? errorId('weeks') : undefined },
                  false,
                )}
              </div>
              {error('weeks')}
              <p className={fieldStyles.hint}>{t('hints.gestation')}</p>
            </>
          ) : null}
          {input('fatherHeight', t('fields.fatherHeight'), { inputMode: 'decimal', placeholder: t('hints.optional') })}
          {input('motherHeight', t('fields.motherHeight'), { inputMode: 'decimal', placeholder: t('hints.optional') })}
          <p className={fieldStyles.hint}>{t('hints.parents')}</p>
        </section>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="member-save">
          {saving ? t('actions.saving') : t('actions.save')}
        </button>
      </div>
    </form>
  );
}
