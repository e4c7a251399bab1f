import type { FormEvent, ReactNode } from 'react';
import type { ActivityFormSchema } from '@sprout/contracts/activity';
import { EditorShell } from '../../../components/ui/editor-shell.tsx';
import type { FieldContext } from '../activity/field-parts.tsx';
import { ObjectFields } from '../activity/schema-field.tsx';
import { TextField, type FieldErrors } from './fields.tsx';

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
  /** The previews and versions beside the form. */
  aside: ReactNode;
}

/**
 * The editors' form drawn from a contracts schema (the versioned forms, membership plans): the code of a new item,
 * the schema's fields with their errors, and the save button with the unsaved-changes note; its previews beside it.
 */
export function SchemaForm({ testId, schema, values, ctx, errors, onSubmit, code, texts, saving, dirty, aside }: SchemaFormProps) {
  return (
    <EditorShell
      testId={testId}
      onSubmit={onSubmit}
      hasErrors={Object.keys(errors).length > 0}
      texts={texts}
      saving={saving}
      dirty={dirty}
      aside={aside}
    >
      {code ? (
        <TextField path="code" label={code.label} hint={code.hint} value={code.value} onChange={code.onChange} errors={errors} />
      ) : null}
      <ObjectFields schema={schema} path="" value={values} ctx={ctx} />
    </EditorShell>
  );
}
