import type {
  Article,
  ArticleInput,
  ArticleSummary,
  Drug,
  DrugFields,
  FaqCategory,
  FaqCategoryInput,
  FaqItem,
  FaqItemInput,
  FaqItemSummary,
  Language,
  LegalInput,
  LegalKey,
  LegalText,
  LocalizedText,
} from '@sprout/contracts';
import { localized, type CurrentItem } from './repository.ts';
import { plainText, sanitizeRichText } from './sanitize.ts';

/**
 * What each kind stores in a version and how the public reads it in one language. Rich text is sanitized
 * here, on save, so nothing unsanitized is ever stored.
 */
const LANGS = ['zh-CN', 'en-US'] as const;

const mapLocalized = (text: LocalizedText, f: (value: string, lang: Language) => string): LocalizedText => ({
  'zh-CN': f(text['zh-CN'], 'zh-CN'),
  'en-US': f(text['en-US'], 'en-US'),
});

/**
 * Reading speed for the "n min read" label: about 400 Chinese characters or 200 English words a minute
 * (typical adult silent-reading rates for screen text; a label, not a measurement).
 */
export const READING_SPEED = { 'zh-CN': 400, 'en-US': 200 } as const;

export function readMinutes(html: string, lang: Language): number {
  const text = plainText(html);
  const units = lang === 'zh-CN' ? text.replace(/\s/g, '').length : text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(units / READING_SPEED[lang]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---------- articles ----------

export function prepareArticle(input: ArticleInput): Record<string, unknown> {
  const body = mapLocalized(input.body, sanitizeRichText);
  return { ...input, body, readMinutes: mapLocalized(body, (html, lang) => String(readMinutes(html, lang))) };
}

export function articleSummary({ item, data }: CurrentItem, lang: Language): ArticleSummary {
  return {
    id: item.id,
    title: localized(data, 'title', lang),
    summary: localized(data, 'summary', lang),
    topic: data.topic as ArticleSummary['topic'],
    coverImage: (data.coverImage as string | null) ?? null,
    readMinutes: Number(localized(data, 'readMinutes', lang)) || 1,
    publishedAt: iso(item.publishedAt),
  };
}

export function article(current: CurrentItem, lang: Language): Article {
  return {
    ...articleSummary(current, lang),
    body: localized(current.data, 'body', lang),
    updatedAt: current.item.updatedAt.toISOString(),
    version: current.item.currentVersion,
  };
}

// ---------- FAQ ----------

export function prepareFaqCategory(input: FaqCategoryInput): Record<string, unknown> {
  const { sortOrder: _sortOrder, ...data } = input;
  return data;
}

export function faqCategory({ item, data }: CurrentItem, lang: Language, itemCount: number): FaqCategory {
  return { id: item.id, name: localized(data, 'name', lang), description: localized(data, 'description', lang), itemCount };
}

export function prepareFaqItem(input: FaqItemInput): { data: Record<string, unknown>; searchText: LocalizedText } {
  const answer = mapLocalized(input.answer, sanitizeRichText);
  const data = { question: input.question, answer };
  const searchText = {} as LocalizedText;
  for (const lang of LANGS) searchText[lang] = `${input.question[lang]} ${plainText(answer[lang])}`;
  return { data, searchText };
}

export function faqItemSummary({ item, data }: CurrentItem, lang: Language): FaqItemSummary {
  return { id: item.id, categoryId: item.parentId ?? '', question: localized(data, 'question', lang) };
}

export function faqItem(current: CurrentItem, lang: Language, categoryName: string): FaqItem {
  return {
    ...faqItemSummary(current, lang),
    categoryName,
    answer: localized(current.data, 'answer', lang),
    updatedAt: current.item.updatedAt.toISOString(),
  };
}

// ---------- drugs ----------

export function drug({ item, data }: CurrentItem, lang: Language): Drug {
  const text = (field: keyof DrugFields) => localized(data, field, lang);
  const dosage = (data.dosage as DrugFields['dosage']) ?? [];
  return {
    productCode: item.key ?? '',
    name: text('name'),
    genericName: text('genericName'),
    specification: text('specification'),
    indications: text('indications'),
    dosage: dosage.map((d) => ({ who: d.who[lang], dose: d.dose[lang] })),
    contraindications: text('contraindications'),
    adverseReactions: text('adverseReactions'),
    storage: text('storage'),
    manufacturer: text('manufacturer'),
    approvalNumber: String(data.approvalNumber ?? ''),
    note: text('note'),
    updatedAt: item.updatedAt.toISOString(),
  };
}

// ---------- legal and help texts ----------

export function prepareLegal(input: LegalInput): Record<string, unknown> {
  return { title: input.title, body: mapLocalized(input.body, sanitizeRichText) };
}

export function legalText({ item, data }: CurrentItem, lang: Language): LegalText {
  return {
    key: item.key as LegalKey,
    title: localized(data, 'title', lang),
    body: localized(data, 'body', lang),
    version: item.currentVersion,
    updatedAt: item.updatedAt.toISOString(),
  };
}
