import type { FormEvent } from 'react';
import type { ActivityFormSchema } from '@sprout/contracts/activity';
import { ObjectFields, type FieldContext } from '../activity/schema-field.tsx';
import styles from './editor.module.css';
import { FormError, TextField, type FieldErrors } from './fields.tsx';

export interface CodeField {
  label: string;
  hint: string;
  value: string;
  onChange: (code: string) => void;
}

interface SchemaFormProps {
  testId: string;
  schema: ActivityFormSchema;
  values: Record<string, unknown>;
  ctx: FieldContext;
  errors: FieldErrors;
  onSubmit: (event: FormEvent) => void;
  /** The new item's code; null once it exists (a code never changes). */
  code: CodeField | null;
  texts: { fixErrors: string; submit: string; unsaved: string };
  saving: boolean;
  dirty: boolean;
}

/**
 * The editors' form drawn from a contracts schema (the versioned forms, membership plans): the code of a new item,
 * the schema's fields with their errors, and the save button with the unsaved-changes note.
 */
export function SchemaForm({ testId, schema, values, ctx, errors, onSubmit, code, texts, saving, dirty }: SchemaFormProps) {
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} noValidate data-testid={testId}>
      {Object.keys(errors).length > 0 ? <FormError>{texts.fixErrors}</FormError> : null}
      {code ? (
        <TextField path="code" label={code.label} hint={code.hint} value={code.value} onChange={code.onChange} errors={errors} />
      ) : null}
      <ObjectFields schema={schema} path="" value={values} ctx={ctx} />
      <div className={styles.row}>
        <button type="submit" className="button button--primary" disabled={saving} data-testid="save">
          {texts.submit}
        </button>
        {dirty ? <span className={styles.muted}>{texts.unsaved}</span> : null}
      </div>
    </form>
  );
}
