import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@sprout/contracts';
import type { FieldSpec, FormValues } from '../utils/content-kinds.ts';
import styles from './editor.module.css';
import { LocalizedField, TextField, type FieldErrors } from './fields.tsx';
import { ParentField } from './parent-field.tsx';

/** The form of any content kind, drawn from its field list. */
export function ContentFields({ fields, values, onChange, errors }: { fields: FieldSpec[]; values: FormValues; onChange: (name: string, value: unknown) => void; errors: FieldErrors }) {
  const { t } = useTranslation('editor');
  const label = (name: string) => t(`content.fields.${name}`, { defaultValue: name });
  return (
    <>
      {fields.map((field) => {
        const value = values[field.name];
        switch (field.type) {
          case 'localized':
          case 'rich':
            return (
              <LocalizedField
                key={field.name}
                path={field.name}
                label={label(field.name)}
                multiline={field.type === 'rich' || field.multiline}
                hint={field.type === 'rich' ? t('content.richHint') : undefined}
                value={value as LocalizedText}
                onChange={(v) => onChange(field.name, v)}
                errors={errors}
              />
            );
          case 'enum':
            return (
              <label key={field.name} className={styles.field}>
                <span className={styles.label}>{label(field.name)}</span>
                <select className={styles.select} value={String(value)} onChange={(e) => onChange(field.name, e.target.value)} data-path={field.name}>
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {t(`content.options.${field.name}.${option}`, { defaultValue: option })}
                    </option>
                  ))}
                </select>
              </label>
            );
          case 'image':
            return (
              <div key={field.name} className={styles.row}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <TextField path={field.name} label={label(field.name)} hint={t('imageHint')} value={String(value ?? '')} onChange={(v) => onChange(field.name, v)} errors={errors} />
                </div>
                {value ? <img src={String(value)} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} /> : null}
              </div>
            );
          case 'parent':
            return <ParentField key={field.name} path={field.name} label={label(field.name)} kind={field.kind} value={String(value ?? '')} onChange={(v) => onChange(field.name, v)} errors={errors} />;
          case 'number':
            return <TextField key={field.name} path={field.name} type="number" label={label(field.name)} value={String(value ?? '0')} onChange={(v) => onChange(field.name, v)} errors={errors} />;
        }
      })}
    </>
  );
}
