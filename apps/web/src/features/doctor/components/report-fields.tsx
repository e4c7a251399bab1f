import { reportItemFlag } from '@sprout/contracts/light';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { emptyItem, type AdviceValues, type CheckupValues, type ItemValues, type TestReportValues } from '../utils/entry-forms.ts';
import { AttachmentsField } from './attachments-field.tsx';
import styles from './doctor.module.css';
import { Field } from './fields.tsx';
import type { FormPartProps } from './visit-form.tsx';

const NUMBER = /^-?\d+(\.\d+)?$/;
const num = (v: string) => (NUMBER.test(v.trim()) ? Number(v) : undefined);
const FLAG_CLASS = { low: styles.flagLow, high: styles.flagHigh, abnormal: styles.flagAbnormal, normal: undefined } as const;

/** Items with value, unit and reference range; high or low shown as the server will store it. */
function ItemsEditor({
  items,
  set,
  problem,
}: {
  items: ItemValues[];
  set: (items: (i: ItemValues[]) => ItemValues[]) => void;
  problem: (path: string) => string | null;
}) {
  const { t } = useTranslation('doctor');
  const setItem = (i: number, patch: Partial<ItemValues>) => set((list) => list.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <fieldset className={styles.fieldset} data-testid="report-items">
      <legend className={styles.legend}>{t('form.items')}</legend>
      {items.map((item, i) => {
        const flag =
          item.value.trim() && !item.textResult
            ? reportItemFlag({ value: item.value, referenceLow: num(item.referenceLow), referenceHigh: num(item.referenceHigh) })
            : null;
        return (
          <div key={i} className={styles.fieldset} data-testid={`item-${i}`}>
            <div className={styles.row2}>
              <Field
                label={t('form.itemName')}
                value={item.name}
                onChange={(v) => setItem(i, { name: v })}
                error={problem(`items.${i}.name`)}
                testId={`item-${i}-name`}
              />
              <Field
                label={t('form.value')}
                value={item.value}
                onChange={(v) => setItem(i, { value: v })}
                error={problem(`items.${i}.value`)}
                testId={`item-${i}-value`}
              />
            </div>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={Boolean(item.textResult)}
                onChange={(e) => setItem(i, { textResult: e.target.checked })}
                data-testid={`item-${i}-text-result`}
              />
              {t('form.textResult')}
            </label>
            <Field
              label={t('form.unit')}
              value={item.unit}
              onChange={(v) => setItem(i, { unit: v })}
              error={problem(`items.${i}.unit`)}
              testId={`item-${i}-unit`}
            />
            <div className={styles.row2}>
              <Field
                label={t('form.referenceLow')}
                inputMode="decimal"
                value={item.referenceLow}
                onChange={(v) => setItem(i, { referenceLow: v })}
                error={problem(`items.${i}.referenceLow`)}
                testId={`item-${i}-low`}
              />
              <Field
                label={t('form.referenceHigh')}
                inputMode="decimal"
                value={item.referenceHigh}
                onChange={(v) => setItem(i, { referenceHigh: v })}
                error={problem(`items.${i}.referenceHigh`)}
                testId={`item-${i}-high`}
              />
            </div>
            {flag ? (
              <p className={FLAG_CLASS[flag]} aria-live="polite" data-testid={`item-${i}-flag`} data-flag={flag}>
                {t(`form.flag.${flag}`)}
              </p>
            ) : null}
            <button type="button" className="button" onClick={() => set((list) => list.filter((_, j) => j !== i))}>
              {t('form.remove')}
            </button>
          </div>
        );
      })}
      <button type="button" className="button" onClick={() => set((list) => [...list, emptyItem()])} data-testid="add-item">
        {t('form.addItem')}
      </button>
    </fieldset>
  );
}

export function TestReportFields({ values, set, problem, bounds, familyMemberId }: FormPartProps<TestReportValues>) {
  const { t } = useTranslation('doctor');
  return (
    <>
      <div className={styles.row2}>
        <div className={styles.field}>
          <label htmlFor="report-kind">{t('form.kind')}</label>
          <select
            id="report-kind"
            className={styles.select}
            value={values.kind}
            onChange={(e) => set((f) => ({ ...f, kind: e.target.value as TestReportValues['kind'] }))}
          >
            <option value="lab">{t('form.kindLab')}</option>
            <option value="imaging">{t('form.kindImaging')}</option>
          </select>
        </div>
        <Field
          label={t('form.reportDate')}
          type="date"
          value={values.reportDate}
          max={bounds.today}
          min={bounds.birthDate}
          onChange={(v) => set((f) => ({ ...f, reportDate: v }))}
          error={problem('reportDate')}
        />
      </div>
      <Field
        label={t('form.reportName')}
        value={values.name}
        onChange={(v) => set((f) => ({ ...f, name: v }))}
        error={problem('name')}
        testId="field-name"
      />
      <ItemsEditor items={values.items} set={(update) => set((f) => ({ ...f, items: update(f.items) }))} problem={problem} />
      <Field
        label={t('form.conclusion')}
        multiline
        value={values.conclusion}
        onChange={(v) => set((f) => ({ ...f, conclusion: v }))}
        error={problem('conclusion')}
        testId="field-conclusion"
      />
      <AttachmentsField
        familyMemberId={familyMemberId}
        value={values.attachments ?? []}
        onChange={(update) => set((f) => ({ ...f, attachments: update(f.attachments ?? []) }))}
        problem={problem}
      />
    </>
  );
}

export function CheckupFields({ values, set, problem, bounds, familyMemberId }: FormPartProps<CheckupValues>) {
  const { t } = useTranslation('doctor');
  return (
    <>
      <div className={styles.row2}>
        <Field
          label={t('form.checkupDate')}
          type="date"
          value={values.checkupDate}
          max={bounds.today}
          min={bounds.birthDate}
          onChange={(v) => set((f) => ({ ...f, checkupDate: v }))}
          error={problem('checkupDate')}
        />
        <Field
          label={t('form.institution')}
          value={values.institution}
          onChange={(v) => set((f) => ({ ...f, institution: v }))}
          error={problem('institution')}
          testId="field-institution"
        />
      </div>
      <Field
        label={t('form.summary')}
        multiline
        value={values.summary}
        onChange={(v) => set((f) => ({ ...f, summary: v }))}
        error={problem('summary')}
        testId="field-summary"
      />
      <ItemsEditor items={values.items} set={(update) => set((f) => ({ ...f, items: update(f.items) }))} problem={problem} />
      <AttachmentsField
        familyMemberId={familyMemberId}
        value={values.attachments ?? []}
        onChange={(update) => set((f) => ({ ...f, attachments: update(f.attachments ?? []) }))}
        problem={problem}
      />
    </>
  );
}

export function AdviceFields({ values, set, problem }: FormPartProps<AdviceValues>) {
  const { t } = useTranslation('doctor');
  return (
    <Field
      label={t('form.adviceText')}
      multiline
      value={values.text}
      onChange={(v) => set(() => ({ text: v }))}
      error={problem('text')}
      testId="field-text"
    />
  );
}
