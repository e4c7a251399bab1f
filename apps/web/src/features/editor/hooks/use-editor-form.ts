import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLeaveGuard } from '../../../components/leave-guard/use-leave-guard.ts';
import { showToast } from '../../../lib/feedback/toast.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { showApiError } from '../../../lib/request/index.ts';
import type { FieldErrors } from '../components/fields.tsx';
import { focusFirstError, serverFieldErrors, validate, type FormSchema } from '../utils/field-errors.ts';

interface SaveCallbacks<Saved> {
  onSuccess: (saved: Saved) => void;
  onError: (error: unknown) => void;
}

export interface EditorFormOptions<Form, Loaded, Input, Saved> {
  /** The form of a new record. */
  blank: () => Form;
  /** The record being edited, once it has loaded, and how it fills the form. */
  loaded: Loaded | undefined;
  toForm: (loaded: Loaded) => Form;
  /** The schema the server validates the input with, and the input the form makes for it (text to numbers…). */
  schema: FormSchema<Input>;
  toInput: (form: Form) => unknown;
  /** Sends the input (a mutation's `mutate`), and what follows a save (a new record's address). */
  save: (input: Input, callbacks: SaveCallbacks<Saved>) => void;
  onSaved?: (saved: Saved) => void;
}

/**
 * A workspace form on the server's own schema: checked before it is sent, and the server's field errors (a 400
 * naming `name.zh-CN`) put on the same fields; focus goes to the first field in error, a save says so.
 */
export function useEditorForm<Form, Loaded, Input, Saved>({
  blank,
  loaded,
  toForm,
  schema,
  toInput,
  save,
  onSaved,
}: EditorFormOptions<Form, Loaded, Input, Saved>) {
  const { t } = useTranslation('editor');
  const [form, setForm] = useState<Form>(blank);
  // What the form held when it opened or was last saved: anything else is typed work the leave guard keeps.
  const [baseline, setBaseline] = useState<Form>(form);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (!loaded) return;
    const filled = toForm(loaded);
    setForm(filled);
    setBaseline(filled);
  }, [loaded, toForm]);
  const dirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(baseline), [form, baseline]);
  const guard = useLeaveGuard(dirty);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(schema, toInput(form), t);
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    save(checked.data, {
      onSuccess: (saved) => {
        guard.release();
        setBaseline(form);
        void showToast({ content: t('saved'), icon: 'success' });
        onSaved?.(saved);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) showErrors(fields);
        else showApiError(error);
      },
    });
  };

  return { form, set, errors, onSubmit, dirty };
}
