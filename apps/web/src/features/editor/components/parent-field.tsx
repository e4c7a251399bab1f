import type { ContentKind, Language } from '@sprout/contracts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field } from '../../../components/ui/field.tsx';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useContentItems } from '../api/get-content-items.ts';
import { KINDS } from '../utils/content-kinds.ts';
import type { FieldErrors } from './fields.tsx';

/** Chooses the item this one belongs to (an FAQ entry's category) among the items of `kind`, drafts included. */
export function ParentField({
  path,
  label,
  kind,
  value,
  onChange,
  errors,
}: {
  path: string;
  label: string;
  kind: ContentKind;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('editor');
  const items = useContentItems(kind, { q: '', status: '', start: 0 });
  const lang: Language = currentLanguage();
  return (
    <Field label={label} error={errors[path]} errorTestId={`error-${path}`}>
      {(control) => (
        <select {...control} className={fieldStyles.input} value={value} onChange={(e) => onChange(e.target.value)} data-path={path}>
          <option value="">{t('content.chooseParent')}</option>
          {items.data?.list.map((item) => (
            <option key={item.id} value={item.id}>
              {KINDS[kind]?.titleOf(item, lang) || item.id}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
