import type { ActivityFormSchema } from '@sprout/contracts/activity';
import { confirmAction } from '../../../components/leave-guard/confirm-action.ts';
import fieldStyles from '../../../components/ui/field.module.css';
import { Field, FieldError } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import styles from '../components/editor.module.css';
import { TextField } from '../components/fields.tsx';
import { ChoiceChecklist, ChoiceSelect } from './choice-fields.tsx';
import { AddOptional, isLanguagePair, join, PairField, RemoveOptional, type FieldContext, type Loose } from './field-parts.tsx';
import { blankOf, discriminatorOf, MULTILINE_AFTER } from './schema-values.ts';

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

/** One field of a node's property panel, drawn from its JSON Schema; objects and arrays recurse. */
export function SchemaField({ schema, name, path, value, required, ctx, label: given }: Props) {
  const { t: typed } = useTranslation(ctx.ns ? [ctx.ns, 'activityEditor'] : 'activityEditor', { nsMode: 'fallback' });
  const t = typed as unknown as Loose;
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
  const errorLine = <FieldError error={error} testId={`error-${path}`} />;

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
          <Field label={t(`fields.${key}`, { defaultValue: key })}>
            {(control) => (
              <select
                {...control}
                className={fieldStyles.input}
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
                {schema.oneOf!.map((o) => (
                  <option key={String(o.properties?.[key]?.const)} value={String(o.properties?.[key]?.const)}>
                    {t(`options.${String(o.properties?.[key]?.const)}`, { defaultValue: String(o.properties?.[key]?.const) })}
                  </option>
                ))}
              </select>
            )}
          </Field>
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
      <Field label={label} error={error} errorTestId={`error-${path}`}>
        {(control) => (
          <select
            {...control}
            className={fieldStyles.input}
            value={value === undefined ? '' : String(value)}
            onChange={(e) => ctx.onChange(path, e.target.value === '' ? undefined : e.target.value)}
            data-path={path}
          >
            {required && value !== undefined ? null : <option value="">{t('panel.unset')}</option>}
            {schema.enum!.map((option) => (
              <option key={String(option)} value={String(option)}>
                {t(`options.${String(option)}`, { defaultValue: String(option) })}
              </option>
            ))}
          </select>
        )}
      </Field>
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
        <span className={fieldStyles.label}>{label}</span>
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
