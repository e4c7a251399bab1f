import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityFormSchema } from '@sprout/contracts/activity';
import { confirmAction } from '../../../components/leave-guard/confirm-action.ts';
import type { Namespace } from '../../../locales/resources.ts';
import styles from '../components/editor.module.css';
import { TextField, type FieldErrors } from '../components/fields.tsx';
import { ChoiceChecklist, ChoiceSelect, type Choice } from './choice-fields.tsx';
import { blankOf, discriminatorOf, MULTILINE_AFTER } from './schema-values.ts';

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

interface Props {
  schema: ActivityFormSchema;
  name: string;
  /** The field's path inside the node (`areas.1.link`); '' for the node itself. */
  path: string;
  value: unknown;
  required: boolean;
  ctx: FieldContext;
  label?: string;
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
type Loose = (key: string, options?: Record<string, unknown>) => string;

/** One field of a node's property panel, drawn from its JSON Schema; objects and arrays recurse. */
export function SchemaField({ schema, name, path, value, required, ctx, label: given }: Props) {
  const { t: typed } = useTranslation(ctx.ns ? [ctx.ns, 'activityEditor'] : 'activityEditor', { nsMode: 'fallback' });
  const t = typed as unknown as Loose;
  const id = useId();
  if (schema['x-children'] || schema.const !== undefined) return null;
  if (ctx.pairLanguages && isLanguagePair(schema)) {
    return (
      <PairField
        schema={schema}
        label={given ?? t(`fields.${name}`, { defaultValue: name })}
        path={path}
        value={value}
        required={required}
        ctx={ctx}
      />
    );
  }
  const label = given ?? t(`fields.${name}`, { defaultValue: name });
  const error = ctx.errors[path];
  const errorLine = error ? (
    <p className={styles.error} data-testid={`error-${path}`}>
      {error}
    </p>
  ) : null;

  if (schema.oneOf && value === undefined && !required) return <AddOptional schema={schema} label={label} path={path} ctx={ctx} />;
  if (schema.oneOf) {
    const key = discriminatorOf(schema);
    const current = (value ?? {}) as Record<string, unknown>;
    const option = schema.oneOf.find((o) => key && o.properties?.[key]?.const === current[key]) ?? schema.oneOf[0]!;
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label}</legend>
        {errorLine}
        {key ? (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={id}>
              {t(`fields.${key}`, { defaultValue: key })}
            </label>
            <select
              id={id}
              className={styles.select}
              value={String(current[key] ?? '')}
              onChange={(e) =>
                ctx.onChange(
                  path,
                  blankOf(
                    schema.oneOf!.find((o) => o.properties?.[key]?.const === e.target.value)!,
                    ctx.freshName,
                  ),
                )
              }
            >
              {schema.oneOf.map((o) => (
                <option key={String(o.properties?.[key]?.const)} value={String(o.properties?.[key]?.const)}>
                  {t(`options.${String(o.properties?.[key]?.const)}`, { defaultValue: String(o.properties?.[key]?.const) })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <ObjectFields schema={option} path={path} value={current} ctx={ctx} />
        {required ? null : <RemoveOptional label={label} path={path} ctx={ctx} />}
      </fieldset>
    );
  }

  if (schema.type === 'object') {
    if (value === undefined) return <AddOptional schema={schema} label={label} path={path} ctx={ctx} />;
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label}</legend>
        {errorLine}
        <ObjectFields schema={schema} path={path} value={value as Record<string, unknown>} ctx={ctx} />
        {required ? null : <RemoveOptional label={label} path={path} ctx={ctx} />}
      </fieldset>
    );
  }

  const choices = ctx.choicesFor?.(name, path);
  if (choices && schema.type === 'string') {
    const common = { label, path, choices, error, unknownLabel: t('panel.unknownChoice'), unsetLabel: t('panel.unset') };
    return <ChoiceSelect {...common} value={value} required={required} onChange={(next) => ctx.onChange(path, next)} />;
  }
  if (choices && schema.type === 'array' && schema.items?.type === 'string') {
    return (
      <ChoiceChecklist
        label={label}
        path={path}
        choices={choices}
        error={error}
        unknownLabel={t('panel.unknownChoice')}
        value={value}
        max={schema.maxItems}
        onChange={(next) => ctx.onChange(path, next)}
      />
    );
  }

  if (schema.type === 'array' && schema.items) {
    const items = Array.isArray(value) ? value : [];
    const set = (next: unknown[]) => ctx.onChange(path, next);
    const full = schema.maxItems !== undefined && items.length >= schema.maxItems;
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label}</legend>
        {errorLine}
        {items.map((item, index) => (
          <div key={index} className={styles.fieldset}>
            <SchemaField
              schema={schema.items!}
              name={name}
              label={t('panel.item', { name: label, n: index + 1 })}
              path={join(path, index)}
              value={item}
              required
              ctx={ctx}
            />
            <div className={styles.row}>
              <button
                type="button"
                className={styles.smallButton}
                disabled={index === 0}
                onClick={() => set(items.map((v, i) => (i === index - 1 ? items[index] : i === index ? items[index - 1] : v)))}
              >
                {t('panel.moveUp')}
              </button>
              <button
                type="button"
                className={styles.smallButton}
                onClick={async () => {
                  const yes = await confirmAction({
                    title: t('panel.confirmRemoveTitle'),
                    content: t('panel.confirmRemove', { name: t('panel.item', { name: label, n: index + 1 }) }),
                    confirmText: t('panel.confirmRemoveOk'),
                  });
                  if (yes) set(items.filter((_, i) => i !== index));
                }}
              >
                {t('panel.remove')}
              </button>
            </div>
          </div>
        ))}
        <div>
          <button
            type="button"
            className={styles.smallButton}
            disabled={full}
            onClick={() => set([...items, blankOf(schema.items!, ctx.freshName)])}
            data-testid={`add-${path}`}
          >
            {t('panel.add')} · {label}
          </button>
        </div>
      </fieldset>
    );
  }

  if (schema.enum) {
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <select
          id={id}
          className={styles.select}
          value={value === undefined ? '' : String(value)}
          aria-invalid={error ? true : undefined}
          onChange={(e) => ctx.onChange(path, e.target.value === '' ? undefined : e.target.value)}
          data-path={path}
        >
          {required && value !== undefined ? null : <option value="">{t('panel.unset')}</option>}
          {schema.enum.map((option) => (
            <option key={String(option)} value={String(option)}>
              {t(`options.${String(option)}`, { defaultValue: String(option) })}
            </option>
          ))}
        </select>
        {errorLine}
      </div>
    );
  }

  if (schema.type === 'boolean') {
    const checked = typeof value === 'boolean' ? value : schema.default === true;
    return (
      <label className={styles.row} style={{ minHeight: 'var(--tap-target)' }}>
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => ctx.onChange(path, e.target.checked)}
          style={{ width: 22, height: 22 }}
          data-path={path}
        />
        <span className={styles.label}>{label}</span>
      </label>
    );
  }

  const numeric = schema.type === 'number' || schema.type === 'integer';
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <TextField
      path={path}
      label={label}
      value={text}
      type={numeric ? 'number' : 'text'}
      multiline={!numeric && (schema.maxLength ?? 0) > MULTILINE_AFTER}
      hint={name === 'link' ? t('linkHint') : undefined}
      errors={ctx.errors}
      onChange={(raw) => {
        if (numeric) ctx.onChange(path, raw === '' ? undefined : Number(raw), true);
        else ctx.onChange(path, raw === '' && !required ? undefined : raw, true);
      }}
    />
  );
}

/** The properties of an object, each with its own field; the discriminator of an alternative is fixed. */
export function ObjectFields({
  schema,
  path,
  value,
  ctx,
}: {
  schema: ActivityFormSchema;
  path: string;
  value: Record<string, unknown>;
  ctx: FieldContext;
}) {
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <SchemaField
          key={key}
          schema={property}
          name={key}
          path={join(path, key)}
          value={value[key]}
          required={(schema.required ?? []).includes(key)}
          ctx={ctx}
        />
      ))}
    </>
  );
}

const LANGUAGES = ['zh-CN', 'en-US'] as const;

/** A text in both interface languages: an object of exactly zh-CN and en-US strings. */
function isLanguagePair(schema: ActivityFormSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return schema.type === 'object' && keys.length === 2 && LANGUAGES.every((lang) => schema.properties?.[lang]?.type === 'string');
}

/** Both languages side by side (stacked on a phone), each field with its own error. */
function PairField({
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

function AddOptional({ schema, label, path, ctx }: { schema: ActivityFormSchema; label: string; path: string; ctx: FieldContext }) {
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

function RemoveOptional({ label, path, ctx }: { label: string; path: string; ctx: FieldContext }) {
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
