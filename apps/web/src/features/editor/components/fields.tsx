import type { ReactNode } from 'react';
import type { LocalizedText } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from './editor.module.css';

/** Field errors by path as the server names them: `name.zh-CN`, `clinicIds.1`, `signInPhone`. */
export type FieldErrors = Record<string, string>;

interface TextFieldProps {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  multiline?: boolean;
  hint?: string;
  type?: 'text' | 'tel' | 'number' | 'url' | 'date' | 'datetime-local';
  lang?: string;
  readOnly?: boolean;
}

/** A labelled input whose error (by path) is wired to it. */
export function TextField({ path, label, value, onChange, errors, multiline, hint, type = 'text', lang, readOnly }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={errors[path]} errorTestId={`error-${path}`}>
      {(control) => {
        const common = { ...control, value, lang, readOnly, 'data-path': path };
        return multiline ? (
          <textarea {...common} className={`${fieldStyles.input} ${styles.textarea}`} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...common} type={type} className={fieldStyles.input} onChange={(e) => onChange(e.target.value)} />
        );
      }}
    </Field>
  );
}

/** One text in both languages, zh-CN and en-US side by side (stacked on a phone). */
export function LocalizedField({
  path,
  label,
  value,
  onChange,
  errors,
  multiline,
  hint,
}: {
  path: string;
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  errors: FieldErrors;
  multiline?: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className={styles.pair}>
      {(['zh-CN', 'en-US'] as const).map((lang) => (
        <TextField
          key={lang}
          path={`${path}.${lang}`}
          label={`${label} · ${t(`languages.${lang}`)}`}
          value={value[lang]}
          onChange={(text) => onChange({ ...value, [lang]: text })}
          errors={errors}
          multiline={multiline}
          hint={hint}
          lang={lang}
        />
      ))}
    </div>
  );
}

interface ListProps<T> {
  path: string;
  label: string;
  items: T[];
  onChange: (items: T[]) => void;
  errors: FieldErrors;
}

/** A list the editor grows and shrinks: each item's own field (labelled "label n") with its remove button. */
function ListField<T>({
  path,
  label,
  items,
  onChange,
  errors,
  blank,
  field,
}: ListProps<T> & { blank: T; field: (item: ItemProps<T>) => ReactNode }) {
  const { t } = useTranslation('editor');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      <FieldError error={errors[path]} />
      {items.map((item, index) => (
        <div key={index} className={styles.row}>
          <div style={{ flex: 1, minWidth: 0 }}>
            {field({
              path: `${path}.${index}`,
              label: `${label} ${index + 1}`,
              value: item,
              errors,
              onChange: (next) => onChange(items.map((old, i) => (i === index ? next : old))),
            })}
          </div>
          <button type="button" className={styles.smallButton} onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {t('actions.remove')}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={styles.smallButton} onClick={() => onChange([...items, blank])}>
          {t('actions.add')}
        </button>
      </div>
    </fieldset>
  );
}

interface ItemProps<T> {
  path: string;
  label: string;
  value: T;
  errors: FieldErrors;
  onChange: (value: T) => void;
}

/** A list of texts in both languages (opening hours, services, tags) with add and remove. */
export function LocalizedListField(props: ListProps<LocalizedText>) {
  return <ListField {...props} blank={{ 'zh-CN': '', 'en-US': '' }} field={(item) => <LocalizedField {...item} />} />;
}

/** A list of single strings (photo addresses). */
export function StringListField({ hint, ...props }: ListProps<string> & { hint?: string }) {
  return <ListField {...props} blank="" field={(item) => <TextField {...item} hint={hint} />} />;
}
