import type { Language, LocalizedText, RecordTextInput } from '@sprout/contracts';

/** A stored text in the request's language; the other language when that one is empty (never blank by accident). */
export function localize(text: LocalizedText, lang: Language): string {
  const other: Language = lang === 'zh-CN' ? 'en-US' : 'zh-CN';
  return text[lang] || text[other] || '';
}

export function localizeOrNull(text: LocalizedText | null | undefined, lang: Language): string | null {
  return text ? localize(text, lang) : null;
}

/** What a writer sent: one text (kept for both languages, as written) or both. */
export function toLocalized(input: RecordTextInput): LocalizedText {
  return typeof input === 'string' ? { 'zh-CN': input, 'en-US': input } : { 'zh-CN': input['zh-CN'], 'en-US': input['en-US'] };
}
