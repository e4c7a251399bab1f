import { activityFormSchema, activityNodeSchemas, type ActivityNodeType } from '@sprout/contracts/activity';
import { currentLanguage } from '../../../lib/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useAdminClinics } from '../api/get-admin-clinics.ts';
import { useAdminDoctors } from '../api/get-admin-doctors.ts';
import styles from './activity-editor.module.css';
import type { Choice } from './choice-fields.tsx';
import type { FieldContext } from './field-parts.tsx';
import type { Problems } from './problems.ts';
import { ObjectFields } from './schema-field.tsx';
import { getAt, PAGE, uniqueName, type Draft } from './tree.ts';

interface PanelProps {
  draft: Draft;
  selected: string;
  problems: Problems;
  /** Sets a value at a path of the description; `group` makes consecutive edits of one field one undo step. */
  onChange: (path: string, value: unknown, group?: string) => void;
}

/**
 * The selected node's properties, drawn from its type's schema (the page's own settings when the page is
 * selected). The node's problems are listed on top and shown again on their fields.
 */
export function PropertyPanel({ draft, selected, problems, onChange }: PanelProps) {
  const { t: typed } = useTranslation('activityEditor');
  const t = typed as unknown as (key: string, options?: Record<string, unknown>) => string;
  const base = selected === PAGE ? 'page' : selected;
  const value = getAt(draft, base);
  const type = selected === PAGE ? 'page' : (value as { type?: unknown } | undefined)?.type;
  const known = type === 'page' || (typeof type === 'string' && Object.hasOwn(activityNodeSchemas, type));
  const errors = problems.byNode[selected] ?? {};
  const choicesFor = useIdChoices();

  if (!value || typeof value !== 'object' || !known) {
    return (
      <section className={styles.column} aria-label={t('panel.title')}>
        <h2 className={styles.heading}>{t('panel.title')}</h2>
        <p className={styles.detail}>{t('panel.none')}</p>
      </section>
    );
  }
  const full = activityFormSchema(type as ActivityNodeType | 'page');
  // The page's id is the server's to set.
  const schema =
    type === 'page'
      ? { ...full, properties: Object.fromEntries(Object.entries(full.properties ?? {}).filter(([key]) => key !== 'id')) }
      : full;
  const ctx: FieldContext = {
    errors,
    choicesFor,
    onChange: (field, next, typing) => onChange(field ? `${base}.${field}` : base, next, typing ? `${base}.${field}` : undefined),
    freshName: () => uniqueName(draft, 'tab'),
  };
  const title = type === 'page' ? t('tree.page') : t(`types.${String(type)}`);
  const messages = Object.entries(errors);

  return (
    <section className={styles.column} aria-label={`${t('panel.title')}: ${title}`} data-testid="property-panel">
      <h2 className={styles.heading}>
        {t('panel.title')}: {title}
      </h2>
      {messages.length ? (
        <ul className={styles.problems} role="alert" aria-label={t('panel.problems')} data-testid="node-problems">
          {messages.map(([field, message]) => (
            <li key={field}>{field ? `${fieldLabel(field, t)}: ${message}` : message}</li>
          ))}
        </ul>
      ) : null}
      <ObjectFields schema={schema} path="" value={value as Record<string, unknown>} ctx={ctx} />
    </section>
  );
}

/**
 * The page schema stores doctors and clinics by id: the panel offers them by name instead (a doctor item's
 * doctor, a doctor list's doctors, a doctor list's clinic), from the workspace's own lists.
 */
function useIdChoices(): (name: string, path: string) => Choice[] | undefined {
  const lang = currentLanguage();
  const doctors = useAdminDoctors('', '').data?.map((d) => ({ value: d.id, label: `${d.name[lang]} · ${d.title[lang]}` }));
  const clinics = useAdminClinics().data?.map((c) => ({ value: c.shopId, label: c.name[lang] }));
  return (name, path) => {
    if (name === 'doctorId' || (name === 'ids' && path.startsWith('source'))) return doctors;
    if (name === 'clinicId') return clinics;
    return undefined;
  };
}

/** `areas.1.link` -> "Tappable areas 2 · Link". */
function fieldLabel(field: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  return field
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : t(`fields.${part}`, { defaultValue: part })))
    .join(' · ');
}
