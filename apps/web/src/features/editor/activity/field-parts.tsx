import type { ActivityFormSchema } from '@sprout/contracts/activity';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Namespace } from '../../../locales/resources.ts';
import styles from '../components/editor.module.css';
import { TextField, type FieldErrors } from '../components/fields.tsx';
import type { Choice } from './choice-fields.tsx';
import { blankOf, MULTILINE_AFTER } from './schema-values.ts';

/** What every field drawn from a schema shares: the errors by path, how a change is told, the labels' namespace. */
export interface FieldContext {
  errors: FieldErrors;
  /** Sets the value at a field path of the node; `typing` edits of one field make one undo step. */
  onChange: (path: string, value: unknown, typing?: boolean) => void;
  freshName: () => string;
  /** A namespace whose `fields.*` and `options.*` labels come before the activity editor's. */
  ns?: Namespace;
  /** Draw a text in both languages ({ zh-CN, en-US }) as two fields side by side. */
  pairLanguages?: boolean;
  /** What an id field is picked from, by the field's name and path (a doctor list's doctors, a clinic). */
  choicesFor?: (name: string, path: string) => Choice[] | undefined;
}

/** A path inside a node: `areas` then `areas.1` then `areas.1.link`. */
export const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
/** The editor namespaces' `t`, loosened to string keys: field names come from the schemas at run time. */
export type Loose = (key: string, options?: Record<string, unknown>) => string;

const LANGUAGES = ['zh-CN', 'en-US'] as const;

/** A text in both interface languages: an object of exactly zh-CN and en-US strings. */
export function isLanguagePair(schema: ActivityFormSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return schema.type === 'object' && keys.length === 2 && LANGUAGES.every((lang) => schema.properties?.[lang]?.type === 'string');
}

/** Both languages side by side (stacked on a phone), each field with its own error. */
export function PairField({
  schema,
  label,
  path,
  value,
  required,
  ctx,
}: {
  schema: ActivityFormSchema;
  label: string;
  path: string;
  value: unknown;
  required: boolean;
  ctx: FieldContext;
}) {
  const { t: typed } = useTranslation('editor');
  const t = typed as unknown as Loose;
  if (value === undefined && !required) return <AddOptional schema={schema} label={label} path={path} ctx={ctx} />;
  const pair = (value ?? {}) as Record<string, string>;
  return (
    <div>
      <div className={styles.pair}>
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            path={join(path, lang)}
            label={`${label} · ${t(`languages.${lang}`)}`}
            value={pair[lang] ?? ''}
            lang={lang}
            multiline={(schema.properties?.[lang]?.maxLength ?? 0) > MULTILINE_AFTER}
            errors={ctx.errors}
            onChange={(text) => ctx.onChange(path, { ...pair, [lang]: text }, true)}
          />
        ))}
      </div>
      {required ? null : <RemoveOptional label={label} path={path} ctx={ctx} />}
    </div>
  );
}

export function AddOptional({ schema, label, path, ctx }: { schema: ActivityFormSchema; label: string; path: string; ctx: FieldContext }) {
  const { t: typed } = useTranslation(ctx.ns ? [ctx.ns, 'activityEditor'] : 'activityEditor', { nsMode: 'fallback' });
  const t = typed as unknown as Loose;
  return (
    <div>
      <button
        type="button"
        className={styles.smallButton}
        onClick={() => ctx.onChange(path, blankOf(schema, ctx.freshName))}
        data-testid={`add-${path}`}
      >
        {t('panel.addOptional', { name: label })}
      </button>
    </div>
  );
}

export function RemoveOptional({ label, path, ctx }: { label: string; path: string; ctx: FieldContext }) {
  const { t: typed } = useTranslation(ctx.ns ? [ctx.ns, 'activityEditor'] : 'activityEditor', { nsMode: 'fallback' });
  const t = typed as unknown as Loose;
  return (
    <div>
      <button type="button" className={styles.smallButton} onClick={() => ctx.onChange(path, undefined)}>
        {t('panel.removeOptional', { name: label })}
      </button>
    </div>
  );
}
