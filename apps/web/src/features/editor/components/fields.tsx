import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@sprout/contracts';
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
  const id = useId();
  const error = errors[path];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    lang,
    readOnly,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy,
    'data-path': path,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} className={styles.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} className={styles.input} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`error-${path}`}>
          {error}
        </p>
      ) : null}
    </div>
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

/** A list of texts in both languages (opening hours, services, tags) with add and remove. */
export function LocalizedListField({
  path,
  label,
  items,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  items: LocalizedText[];
  onChange: (items: LocalizedText[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('editor');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {errors[path] ? <p className={styles.error}>{errors[path]}</p> : null}
      {items.map((item, index) => (
        <div key={index} className={styles.row}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <LocalizedField
              path={`${path}.${index}`}
              label={`${label} ${index + 1}`}
              value={item}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
              errors={errors}
            />
          </div>
          <button type="button" className={styles.smallButton} onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {t('actions.remove')}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={styles.smallButton} onClick={() => onChange([...items, { 'zh-CN': '', 'en-US': '' }])}>
          {t('actions.add')}
        </button>
      </div>
    </fieldset>
  );
}

/** A list of single strings (photo addresses). */
export function StringListField({
  path,
  label,
  items,
  onChange,
  errors,
  hint,
}: {
  path: string;
  label: string;
  items: string[];
  onChange: (items: string[]) => void;
  errors: FieldErrors;
  hint?: string;
}) {
  const { t } = useTranslation('editor');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{label}</legend>
      {items.map((item, index) => (
        <div key={index} className={styles.row}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <TextField
              path={`${path}.${index}`}
              label={`${label} ${index + 1}`}
              value={item}
              hint={hint}
              errors={errors}
              onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
            />
          </div>
          <button type="button" className={styles.smallButton} onClick={() => onChange(items.filter((_, i) => i !== index))}>
            {t('actions.remove')}
          </button>
        </div>
      ))}
      <div>
        <button type="button" className={styles.smallButton} onClick={() => onChange([...items, ''])}>
          {t('actions.add')}
        </button>
      </div>
    </fieldset>
  );
}

export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.error} data-testid="form-error">
      {children}
    </p>
  );
}
