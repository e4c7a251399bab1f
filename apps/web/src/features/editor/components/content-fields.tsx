import type { LocalizedText } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { SchemaField } from '../activity/schema-field.tsx';
import { getAt, setAt } from '../activity/tree.ts';
import type { FieldSpec, FormValues } from '../utils/content-kinds.ts';
import styles from './editor.module.css';
import { LocalizedField, TextField, type FieldErrors } from './fields.tsx';
import { ParentField } from './parent-field.tsx';

/** The form of any content kind, drawn from its field list. An item's key is fixed once it exists (`existing`). */
export function ContentFields({
  fields,
  values,
  onChange,
  errors,
  existing = false,
}: {
  fields: FieldSpec[];
  values: FormValues;
  onChange: (name: string, value: unknown) => void;
  errors: FieldErrors;
  existing?: boolean;
}) {
  // Labels of the kinds added by issue 16 item 2 (drugs, legal texts) live in the editorForms namespace.
  const { t } = useTranslation(['editor', 'editorForms'], { nsMode: 'fallback' });
  const label = (name: string) => t(`content.fields.${name}`, { defaultValue: name });
  // An option's label by its value; a dotted value (an advice's variant, `screenTimeByAge.none`) is keyed with `_`.
  const optionLabel = (name: string, option: string) =>
    t(`content.options.${name}.${option.replaceAll('.', '_')}`, { defaultValue: option });
  const choice = (name: string, options: readonly string[], value: unknown) => (
    <label key={name} className={fieldStyles.field}>
      <span className={fieldStyles.label}>{label(name)}</span>
      <select className={fieldStyles.input} value={String(value)} onChange={(e) => onChange(name, e.target.value)} data-path={name}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(name, option)}
          </option>
        ))}
      </select>
    </label>
  );
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
            return choice(field.name, field.options, value);
          case 'image':
            return (
              <div key={field.name} className={styles.row}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <TextField
                    path={field.name}
                    label={label(field.name)}
                    hint={t('imageHint')}
                    value={String(value ?? '')}
                    onChange={(v) => onChange(field.name, v)}
                    errors={errors}
                  />
                </div>
                {value ? <img src={String(value)} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} /> : null}
              </div>
            );
          case 'parent':
            return (
              <ParentField
                key={field.name}
                path={field.name}
                label={label(field.name)}
                kind={field.kind}
                value={String(value ?? '')}
                onChange={(v) => onChange(field.name, v)}
                errors={errors}
              />
            );
          case 'key':
            if (existing) {
              const shown = field.options ? optionLabel(field.name, String(value ?? '')) : String(value ?? '');
              return (
                <TextField
                  key={field.name}
                  path={field.name}
                  label={label(field.name)}
                  value={shown}
                  onChange={() => undefined}
                  errors={errors}
                  readOnly
                />
              );
            }
            if (!field.options)
              return (
                <TextField
                  key={field.name}
                  path={field.name}
                  label={label(field.name)}
                  value={String(value ?? '')}
                  onChange={(v) => onChange(field.name, v)}
                  errors={errors}
                />
              );
            return choice(field.name, field.options, value);
          case 'text':
            return (
              <TextField
                key={field.name}
                path={field.name}
                label={label(field.name)}
                value={String(value ?? '')}
                onChange={(v) => onChange(field.name, v)}
                errors={errors}
              />
            );
          case 'schema':
            return (
              <SchemaField
                key={field.name}
                schema={field.schema()}
                name={field.name}
                label={label(field.name)}
                path={field.name}
                value={value}
                required
                ctx={{
                  errors,
                  ns: 'editorForms',
                  pairLanguages: true,
                  freshName: () => field.name,
                  onChange: (path, next) => onChange(field.name, getAt(setAt({ [field.name]: value }, path, next), field.name)),
                }}
              />
            );
          case 'number':
            return (
              <TextField
                key={field.name}
                path={field.name}
                type="number"
                label={label(field.name)}
                value={String(value ?? '0')}
                onChange={(v) => onChange(field.name, v)}
                errors={errors}
              />
            );
        }
      })}
    </>
  );
}
