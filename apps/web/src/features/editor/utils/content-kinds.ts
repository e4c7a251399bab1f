import {
  ADVICE_TEXT_KEYS,
  adviceTextFormSchema,
  ARTICLE_TOPICS,
  articleInputSchema,
  drugCreateSchema,
  faqCategoryInputSchema,
  faqItemInputSchema,
  LEGAL_KEYS,
  legalInputSchema,
  legalKeySchema,
  type AdminContentItem,
  type ContentKind,
  type Language,
} from '@sprout/contracts';
import { jsonFormSchema, type ActivityFormSchema } from '@sprout/contracts/activity';
import type { FormSchema } from './field-errors.ts';

/**
 * What the one generic content editor needs to know about a kind: its fields (drawn by type), the schema the
 * server validates the save with, and how to turn a stored item back into the form. Adding a kind is adding
 * an entry here (and its save path in api/save-content.ts).
 */
export type FieldSpec =
  | { type: 'localized'; name: string; multiline?: boolean }
  | { type: 'rich'; name: string }
  | { type: 'enum'; name: string; options: readonly string[] }
  | { type: 'image'; name: string }
  | { type: 'number'; name: string }
  /** The item this one belongs to (an FAQ entry's category), chosen among the items of `kind`. */
  | { type: 'parent'; name: string; kind: ContentKind }
  /** The item's own key (a legal text's key, a drug's product code): chosen when created, fixed afterwards. */
  | { type: 'key'; name: string; options?: readonly string[] }
  /** One line of plain text, the same in both languages (an approval number). */
  | { type: 'text'; name: string }
  /** A nested value (a drug's dosage lines) drawn from its schema, like the activity editor's panel. */
  | { type: 'schema'; name: string; schema: () => ActivityFormSchema };

export interface KindSpec {
  kind: ContentKind;
  schema: FormSchema;
  fields: FieldSpec[];
  /** The list's title of an item. */
  titleOf: (item: AdminContentItem, lang: Language) => string;
  /** Where parents read it, for "open the public page". */
  publicPath?: (item: AdminContentItem) => string;
  /** Its list when it is not the generic one (/admin/content/{kind}). */
  listPath?: string;
}

/** Where the editors find the items of a kind. */
export const listPathOf = (spec: KindSpec) => spec.listPath ?? `/admin/content/${spec.kind}`;

const localized = (data: Record<string, unknown>, field: string, lang: Language) =>
  (data[field] as Record<string, string> | undefined)?.[lang] ?? '';

export const KINDS: Partial<Record<ContentKind, KindSpec>> = {
  article: {
    kind: 'article',
    schema: articleInputSchema,
    fields: [
      { type: 'localized', name: 'title' },
      { type: 'localized', name: 'summary', multiline: true },
      { type: 'rich', name: 'body' },
      { type: 'enum', name: 'topic', options: ARTICLE_TOPICS },
      { type: 'image', name: 'coverImage' },
    ],
    titleOf: (item, lang) => localized(item.data, 'title', lang),
    publicPath: (item) => `/article/${item.id}`,
  },
  faqCategory: {
    kind: 'faqCategory',
    schema: faqCategoryInputSchema,
    fields: [
      { type: 'localized', name: 'name' },
      { type: 'localized', name: 'description', multiline: true },
      { type: 'number', name: 'sortOrder' },
    ],
    titleOf: (item, lang) => localized(item.data, 'name', lang),
    publicPath: (item) => `/faq/list?categoryId=${item.id}`,
  },
  faqItem: {
    kind: 'faqItem',
    schema: faqItemInputSchema,
    fields: [
      { type: 'parent', name: 'categoryId', kind: 'faqCategory' },
      { type: 'localized', name: 'question' },
      { type: 'rich', name: 'answer' },
      { type: 'number', name: 'sortOrder' },
    ],
    titleOf: (item, lang) => localized(item.data, 'question', lang),
    publicPath: (item) => `/faq/detail?id=${item.id}`,
  },
  legal: {
    kind: 'legal',
    schema: legalInputSchema.extend({ key: legalKeySchema }),
    fields: [
      { type: 'key', name: 'key', options: LEGAL_KEYS },
      { type: 'localized', name: 'title' },
      { type: 'rich', name: 'body' },
    ],
    titleOf: (item, lang) => localized(item.data, 'title', lang),
    publicPath: (item) => `/${item.key ?? ''}`,
  },
  drug: {
    kind: 'drug',
    schema: drugCreateSchema,
    fields: [
      { type: 'key', name: 'productCode' },
      { type: 'localized', name: 'name' },
      { type: 'localized', name: 'genericName' },
      { type: 'localized', name: 'specification' },
      { type: 'localized', name: 'indications', multiline: true },
      { type: 'schema', name: 'dosage', schema: () => (dosageSchema ??= jsonFormSchema(drugCreateSchema.shape.dosage)) },
      { type: 'localized', name: 'contraindications', multiline: true },
      { type: 'localized', name: 'adverseReactions', multiline: true },
      { type: 'localized', name: 'storage' },
      { type: 'localized', name: 'manufacturer' },
      { type: 'text', name: 'approvalNumber' },
      { type: 'localized', name: 'note', multiline: true },
    ],
    titleOf: (item, lang) => localized(item.data, 'name', lang),
    publicPath: (item) => `/drugs/${item.key ?? ''}`,
  },
  // A health advice's wording, by its text key: the list of every key (with the default wording) is /admin/advice.
  advice: {
    kind: 'advice',
    schema: adviceTextFormSchema,
    fields: [
      { type: 'key', name: 'key', options: ADVICE_TEXT_KEYS },
      { type: 'localized', name: 'title' },
      { type: 'localized', name: 'text', multiline: true },
    ],
    titleOf: (item, lang) => localized(item.data, 'title', lang),
    listPath: '/admin/advice',
  },
};

/** Built on first use: the drug form's dosage lines (who, dose), from the schema the server checks them with. */
let dosageSchema: ActivityFormSchema | undefined;

export const EDITABLE_KINDS = Object.keys(KINDS) as ContentKind[];

export type FormValues = Record<string, unknown>;

/** An empty form for a kind. */
export function blankForm(spec: KindSpec): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    if (field.type === 'localized' || field.type === 'rich') values[field.name] = { 'zh-CN': '', 'en-US': '' };
    else if (field.type === 'enum') values[field.name] = field.options[0];
    else if (field.type === 'number') values[field.name] = '0';
    else if (field.type === 'parent') values[field.name] = '';
    else if (field.type === 'key') values[field.name] = field.options?.[0] ?? '';
    else if (field.type === 'schema') values[field.name] = [];
    else values[field.name] = '';
  }
  return values;
}

/** A stored version's data as form values (a missing field keeps its blank). */
export function formFromData(spec: KindSpec, data: Record<string, unknown>, item?: AdminContentItem): FormValues {
  const values = blankForm(spec);
  for (const field of spec.fields) {
    // The order and the parent live on the item, not in its versioned data.
    const stored =
      field.name === 'sortOrder' && item
        ? item.sortOrder
        : field.type === 'parent' && item
          ? item.parentId
          : field.type === 'key' && item
            ? item.key
            : data[field.name];
    if (stored === undefined || stored === null) continue;
    values[field.name] = field.type === 'number' ? String(stored) : stored;
  }
  return values;
}

/** Form values as the save's body: numbers as numbers, an empty image as null. */
export function bodyFromForm(spec: KindSpec, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.type === 'number') body[field.name] = Number(value || 0);
    else if (field.type === 'image') body[field.name] = typeof value === 'string' && value.trim() ? value.trim() : null;
    else body[field.name] = value;
  }
  return body;
}
