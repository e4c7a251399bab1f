import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, Language } from '@sprout/contracts';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useContentItems } from '../api/get-content-items.ts';
import { KINDS } from '../utils/content-kinds.ts';
import styles from './editor.module.css';
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
  const id = useId();
  const items = useContentItems(kind, { q: '', status: '', start: 0 });
  const lang: Language = currentLanguage();
  const error = errors[path];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-path={path}
      >
        <option value="">{t('content.chooseParent')}</option>
        {items.data?.list.map((item) => (
          <option key={item.id} value={item.id}>
            {KINDS[kind]?.titleOf(item, lang) || item.id}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error} data-testid={`error-${path}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
